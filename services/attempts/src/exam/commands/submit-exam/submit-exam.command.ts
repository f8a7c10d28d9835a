import { Command } from '@nestjs/cqrs';
import type { ExamSessionView } from '../../exam-view';

/** Submits a learner's session: by the learner, or by the server at the deadline (`auto`). */
export class SubmitExamCommand extends Command<ExamSessionView> {
  constructor(
    readonly userId: string,
    readonly quizId: string,
    readonly auto: boolean,
    /** When the request reached the server (the server's own submission: now). */
    readonly arrivedAt: Date = new Date(),
  ) {
    super();
  }
}
