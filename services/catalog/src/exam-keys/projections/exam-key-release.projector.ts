import { isDuplicateKey } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ExamSubmitted, INTERNAL_TOPICS, type EventEnvelope } from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';
import { ExamKeyReleases } from '../persistence/exam-key-releases';

/** Attempts' ExamSubmitted → the learner may see that exam's key and explanations (see ExamKeyReleases). */
@Injectable()
export class ExamKeyReleaseProjector extends MongoProjector {
  readonly name = 'catalog.exam-key-release';
  readonly topics = [INTERNAL_TOPICS.attempts];
  /** An upsert with $setOnInsert: a repeat changes nothing. */
  protected override readonly batchesAreIdempotent = true;

  constructor(
    @InjectConnection(CATALOG) connection: Connection,
    private readonly releases: ExamKeyReleases,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return ExamSubmitted.is(event);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    if (!ExamSubmitted.is(event)) return;
    const { userId, quizId, submittedAt } = event.payload;
    try {
      await this.releases.release(userId, quizId, new Date(submittedAt));
    } catch (e) {
      // Two deliveries racing on one new key: the other one stored it.
      if (!isDuplicateKey(e)) throw e;
    }
  }

  protected async clear(): Promise<void> {
    await this.releases.clear();
  }
}
