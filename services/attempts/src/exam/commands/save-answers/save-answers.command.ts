import { Command } from '@nestjs/cqrs';
import type { SaveItem } from '../../domain/responses';

export interface SaveAnswersAnswer {
  /** The highest seq of this device the server has now. */
  saved: number;
  /** Saves refused because their section is closed or not open yet (each with its message). */
  refused: Array<{ seq: number; question: number; message: string }>;
  serverNow: string;
  deadline: string;
}

export class SaveAnswersCommand extends Command<SaveAnswersAnswer> {
  constructor(
    readonly userId: string,
    readonly quizId: string,
    readonly deviceId: string,
    readonly saves: SaveItem[],
    /** When the request reached the server: the deadline and sections judge this, not the handler's clock. */
    readonly arrivedAt: Date = new Date(),
  ) {
    super();
  }
}
