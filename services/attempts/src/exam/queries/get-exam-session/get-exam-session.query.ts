import { Query } from '@nestjs/cqrs';
import type { ExamSessionView } from '../../exam-view';

/** The learner's session of an exam, to resume it (on a reload, on another device). */
export class GetExamSessionQuery extends Query<ExamSessionView> {
  constructor(
    readonly userId: string,
    readonly quizId: string,
  ) {
    super();
  }
}
