import { notFound } from '@exam/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ChangeLog, changeId } from '@exam/messaging';
import { progressKey } from '../../../shared/persistence/keys';
import { QuizCatalogReadModel } from '../../../quiz-catalog/persistence/quiz-catalog.read-model';
import { examOf } from '../../domain/exam-quiz';
import { ExamSessions } from '../../exam-sessions';
import { sessionView, type ExamSessionView } from '../../exam-view';
import { EXAM_CAPABILITY, type ExamSessionChange } from '../../persistence/exam-changes';
import type { ExamSessionDoc } from '../../persistence/exam-session.schema';
import { NO_SESSION_MESSAGE } from '../save-answers/save-answers.handler';
import { SubmitExamCommand } from './submit-exam.command';

/** An app's submission at its zero counts as automatic this close to the server's deadline (clocks differ a little). */
const AT_ZERO_TOLERANCE_MS = 2_000;
/** How long a submit waits for a submission of the same session already on its way (another device). */
const SAME_SUBMISSION_WAIT_MS = 10_000;

/**
 * Commits the submission (one per session: its id is the session's key) after every save this instance
 * committed before it, and answers once applied: the applier scores the responses saved by then. A session
 * submitted already (the other device, or the server at the deadline) is answered as it is.
 */
@CommandHandler(SubmitExamCommand)
export class SubmitExamHandler implements ICommandHandler<SubmitExamCommand> {
  constructor(
    private readonly sessions: ExamSessions,
    private readonly log: ChangeLog,
    private readonly catalog: QuizCatalogReadModel,
  ) {}

  async execute({ userId, quizId, auto, arrivedAt }: SubmitExamCommand): Promise<ExamSessionView> {
    const key = progressKey(userId, quizId);
    let session = await this.sessions.get(key);
    if (!session) throw notFound(NO_SESSION_MESSAGE);
    if (session.status === 'open') {
      await this.log.commitApplied<ExamSessionChange>({
        _id: changeId(EXAM_CAPABILITY.session, `submit:${key}`),
        capability: EXAM_CAPABILITY.session,
        change: {
          op: 'submit',
          key,
          auto: auto && arrivedAt.getTime() >= session.deadline.getTime() - AT_ZERO_TOLERANCE_MS,
          requestedAt: arrivedAt,
        },
        events: [],
      });
      session = await this.submitted(key);
    }
    const quiz = await this.catalog.factsOf(quizId);
    const closesAt = quiz ? (examOf(quiz).live?.closesAt ?? null) : null;
    return sessionView(session, this.sessions.current(session), new Date(), closesAt);
  }

  /** The session once submitted (at once, unless the submission was another request's, still on its way). */
  private async submitted(key: string): Promise<ExamSessionDoc> {
    const done = await this.sessions.waitFor(key, (s) => s.status === 'submitted', SAME_SUBMISSION_WAIT_MS);
    return done ?? (await this.sessions.get(key))!;
  }
}
