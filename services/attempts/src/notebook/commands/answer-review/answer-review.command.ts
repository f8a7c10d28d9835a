import { Command } from '@nestjs/cqrs';

export interface ReviewVerdict {
  right: boolean;
  correctOption: number;
}

/** A practice answer to a notebook question: the server judges it with the current key. */
export class AnswerReviewCommand extends Command<ReviewVerdict> {
  constructor(
    readonly userId: string,
    readonly quizId: string,
    readonly index: number,
    readonly option: number,
  ) {
    super();
  }
}
