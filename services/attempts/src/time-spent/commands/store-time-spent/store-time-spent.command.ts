import { Command } from '@nestjs/cqrs';
import type { StoreTimeSpentRequestDto } from './store-time-spent.request.dto';

export type TimeSpentMode = 'attempt' | 'reattempt';

export interface StoreTimeSpentResult {
  success: true;
  message: string;
  totalSeconds: number;
  questions: number;
}

export class StoreTimeSpentCommand extends Command<StoreTimeSpentResult> {
  constructor(
    readonly mode: TimeSpentMode,
    readonly input: StoreTimeSpentRequestDto,
    readonly actorId: string,
  ) {
    super();
  }
}
