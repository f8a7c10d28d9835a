import { Injectable } from '@nestjs/common';
import type { ChangeApplier } from '@exam/messaging';
import { CAPABILITY } from '../shared/persistence/attempt-changes';

/** The learning loop's entries are facts told as events (LearningFacts): nothing of their own to apply. */
@Injectable()
export class LearningApplier implements ChangeApplier {
  readonly capability = CAPABILITY.learning;

  async apply(): Promise<void> {}
}
