import { notFound } from '@exam/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { progressKey } from '../../../shared/persistence/keys';
import { QuizCatalogReadModel } from '../../../quiz-catalog/persistence/quiz-catalog.read-model';
import { NO_SESSION_MESSAGE } from '../../commands/save-answers/save-answers.handler';
import { examOf } from '../../domain/exam-quiz';
import { ExamSessions } from '../../exam-sessions';
import { sessionView, type ExamSessionView } from '../../exam-view';
import { GetExamSessionQuery } from './get-exam-session.query';

/** From memory when this instance holds the session; with the saves committed here and not applied yet. */
@QueryHandler(GetExamSessionQuery)
export class GetExamSessionHandler implements IQueryHandler<GetExamSessionQuery> {
  constructor(
    private readonly sessions: ExamSessions,
    private readonly catalog: QuizCatalogReadModel,
  ) {}

  async execute({ userId, quizId }: GetExamSessionQuery): Promise<ExamSessionView> {
    const session = await this.sessions.get(progressKey(userId, quizId));
    if (!session) throw notFound(NO_SESSION_MESSAGE);
    const quiz = await this.catalog.factsOf(quizId);
    const closesAt = quiz ? (examOf(quiz).live?.closesAt ?? null) : null;
    return sessionView(session, this.sessions.current(session), new Date(), closesAt);
  }
}
