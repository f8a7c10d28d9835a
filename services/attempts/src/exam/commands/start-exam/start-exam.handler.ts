import { DomainError, unavailable } from '@exam/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ExamStarted, QuizAttempted } from '@exam/contracts';
import { ChangeLog, changeId } from '@exam/messaging';
import { randomUUID } from 'node:crypto';
import { QuizAccess } from '../../../access/quiz-access';
import { progressKey } from '../../../shared/persistence/keys';
import { PlayableQuizzes } from '../../../quiz-catalog/playable-quizzes';
import type { QuizFacts } from '../../../quiz-catalog/persistence/quiz-catalog.read-model';
import { examDeadline, liveStateOf, sectionTimeline } from '../../domain/exam-rules';
import { examOf } from '../../domain/exam-quiz';
import { unvisited } from '../../domain/responses';
import { ExamSessions } from '../../exam-sessions';
import { displayNameOf, sessionView, type ExamSessionView } from '../../exam-view';
import { EXAM_CAPABILITY, type ExamSessionChange } from '../../persistence/exam-changes';
import type { ExamSessionDoc } from '../../persistence/exam-session.schema';
import { encodeResponses } from '../../persistence/response-codec';
import { StartExamCommand, type StartExamInput } from './start-exam.command';

export const NOT_AN_EXAM_MESSAGE = 'This quiz is not an exam: it is played in the practice player.';
export const LIVE_CLOSED_MESSAGE =
  'This live mock has closed. You can still practise it, but it will not be ranked.';
export const START_PENDING_MESSAGE =
  'Your exam is being opened on another device. Please try again in a few seconds.';
/** How long a start waits for a session another request committed first to be stored. */
const STORED_WAIT_MS = 10_000;
export const liveUpcomingMessage = (opensAt: string) =>
  `This live mock opens at ${opensAt}. Come back then to sit it.`;

/**
 * Opens a session with the server's deadline (start + duration, no later than a live mock's close) in one
 * change-log entry whose id is the learner's progress key: one session per learner per exam, however many
 * devices start it at once. Answers once the session is applied, as stored.
 */
@CommandHandler(StartExamCommand)
export class StartExamHandler implements ICommandHandler<StartExamCommand> {
  constructor(
    private readonly quizzes: PlayableQuizzes,
    private readonly access: QuizAccess,
    private readonly sessions: ExamSessions,
    private readonly log: ChangeLog,
  ) {}

  async execute({ input }: StartExamCommand): Promise<ExamSessionView> {
    const key = progressKey(input.userId, input.quizId);
    const quiz = await this.quizzes.get(input.quizId, 'quiz');
    const exam = examOf(quiz);
    const existing = await this.sessions.get(key);
    if (existing) return this.view(existing, quiz);
    this.access.assertAllowed(quiz, input.userId, { role: input.actorRole });
    if (exam.mode !== 'exam') throw new DomainError('conflict', NOT_AN_EXAM_MESSAGE, { reason: 'practice' });
    const now = new Date();
    if (exam.live) {
      const state = liveStateOf(exam.live, now);
      if (state === 'upcoming')
        throw new DomainError('conflict', liveUpcomingMessage(exam.live.opensAt), {
          reason: 'live_upcoming',
          opensAt: exam.live.opensAt,
        });
      if (state === 'closed')
        throw new DomainError('conflict', LIVE_CLOSED_MESSAGE, { reason: 'live_closed' });
    }
    const session = this.newSession(key, quiz, input, now);
    const _id = changeId(EXAM_CAPABILITY.session, `start:${key}`);
    await this.log.commitApplied<ExamSessionChange>({
      _id,
      capability: EXAM_CAPABILITY.session,
      change: { op: 'start', session },
      events: this.startedEvents(session, quiz, _id),
    });
    return this.view(await this.stored(key), quiz);
  }

  /**
   * The session as stored: ours, or another device's whose start was committed first (ours then commits
   * nothing). Never our own unstored copy: two devices starting at once must get the same session.
   */
  private async stored(key: string): Promise<ExamSessionDoc> {
    const session = await this.sessions.waitFor(key, () => true, STORED_WAIT_MS);
    if (!session) throw unavailable(START_PENDING_MESSAGE);
    return session;
  }

  private newSession(key: string, quiz: QuizFacts, input: StartExamInput, now: Date): ExamSessionDoc {
    const exam = examOf(quiz);
    const deadline = examDeadline(now, exam.minutes, exam.live);
    const questionCount = quiz.answerKey.length;
    return {
      _id: key,
      sessionId: randomUUID(),
      userId: input.userId,
      quizId: quiz._id,
      quizName: quiz.name,
      displayName: displayNameOf(input.displayName),
      division: quiz.division,
      subject: quiz.subject,
      status: 'open',
      live: !!exam.live,
      startedAt: now,
      deadline,
      sections: sectionTimeline(exam.sections, now, deadline),
      questionCount,
      responses: encodeResponses(Array.from({ length: questionCount }, unvisited)),
      seqs: {},
      v: 0,
      startEntry: '',
      submittedAt: null,
      auto: false,
      submitEntry: null,
      result: null,
      sectionResults: null,
    };
  }

  private startedEvents(s: ExamSessionDoc, quiz: QuizFacts, entryId: string) {
    const ref = { userId: s.userId, quizId: s.quizId, quizName: s.quizName };
    const meta = { actorId: s.userId, occurredAt: s.startedAt };
    return [
      ExamStarted.create(
        s._id,
        {
          ...ref,
          sessionId: s.sessionId,
          startedAt: s.startedAt.toISOString(),
          deadlineAt: s.deadline.toISOString(),
          live: s.live,
        },
        { ...meta, eventId: entryId },
      ),
      QuizAttempted.create(
        s._id,
        {
          ...ref,
          kind: 'quiz',
          division: quiz.division,
          subject: quiz.subject,
          attemptedAt: s.startedAt.toISOString(),
        },
        { ...meta, eventId: `${entryId}:attempted` },
      ),
    ];
  }

  private view(doc: ExamSessionDoc, quiz: QuizFacts): ExamSessionView {
    return sessionView(doc, this.sessions.current(doc), new Date(), examOf(quiz).live?.closesAt ?? null);
  }
}
