import { forbidden, notFound, type JsonAnswer } from '@exam/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FREE_CATEGORY } from '@exam/contracts';
import { QuizAccess } from '../../../access/quiz-access';
import { examSettingsOf } from '../../domain/exam-settings';
import { ExamKeyReleases } from '../../../exam-keys/persistence/exam-key-releases';
import { QuizOpens } from '../../../opens/commands/record-open/quiz-opens';
import { QuizCatalog } from '../../quiz-catalog';
import { QuizContentCache } from '../../quiz-content.cache';
import { GetQuizByIdQuery } from './get-quiz-by-id.query';

export const QUIZ_NOT_FOUND = 'Quiz not found';
export const NOT_A_DEMO_QUIZ =
  'This quiz is not a free demo quiz. Please register to access premium quizzes.';
export const EXAM_NOT_A_DEMO = 'This quiz is an exam: register and log in to sit it.';

/** Serves a quiz's questions only when access is granted; a learner's first view is recorded once. */
@QueryHandler(GetQuizByIdQuery)
export class GetQuizByIdHandler implements IQueryHandler<GetQuizByIdQuery> {
  constructor(
    private readonly catalog: QuizCatalog,
    private readonly access: QuizAccess,
    private readonly content: QuizContentCache,
    private readonly opens: QuizOpens,
    private readonly keys: ExamKeyReleases,
  ) {}

  async execute({ kind, quizId, mode, user }: GetQuizByIdQuery): Promise<JsonAnswer> {
    const viewer = await this.access.viewerOf(user);
    const staff = this.access.isStaff(viewer);
    const entry = await this.catalog.find(kind, quizId, (e) => staff || e.summary.published);
    if (!entry || (!entry.summary.published && !staff)) throw notFound(QUIZ_NOT_FOUND);
    const quiz = entry.summary;
    if (mode === 'demo') {
      if (quiz.difficulty !== FREE_CATEGORY) throw forbidden(NOT_A_DEMO_QUIZ, { reason: 'premium' });
      if (examSettingsOf(quiz).mode === 'exam') throw forbidden(EXAM_NOT_A_DEMO, { reason: 'premium' });
    } else {
      this.access.assertAllowed(quiz, viewer);
    }
    // An exam's key stays on the server until the learner may see it (issue 31).
    const paper = !!viewer && !staff && (await this.keys.withheld(quiz, viewer.userId));
    const premium = quiz.difficulty !== FREE_CATEGORY;
    const answer = await this.content.answer(kind, quizId, quiz.rev, premium, paper ? 'paper' : 'full');
    if (!answer) throw notFound(QUIZ_NOT_FOUND);
    if (mode === 'learner' && viewer && !staff) await this.opens.record(viewer.userId, kind, quiz);
    return answer;
  }
}
