import { MistakeRecorded, type EventEnvelope, type QuizSnapshot } from '@exam/contracts';
import type { QuestionStatus } from '../shared/domain/scoring';
import { examMistakes } from './domain/exam-mistakes';
import type { SavedResponse } from './domain/responses';
import type { ExamSessionDoc } from './persistence/exam-session.schema';

export type MistakeSession = Pick<
  ExamSessionDoc,
  '_id' | 'userId' | 'quizId' | 'quizName' | 'sessionId' | 'subject' | 'submitEntry'
>;

/**
 * A submitted session's share of the notebook (source 'exam'), or none. Its id is the submitting entry's, so
 * whenever it is told (at the submission, or at a live mock's close) and however often, it is one event.
 * `at`: when the questions entered the notebook (a live mock's at its close, when its key is released).
 */
export function examMistakesRecorded(
  session: MistakeSession,
  responses: readonly SavedResponse[],
  statuses: readonly QuestionStatus[],
  quiz: Pick<QuizSnapshot, 'kind' | 'chapter'>,
  at: Date,
): EventEnvelope[] {
  const questions = examMistakes(responses, statuses);
  if (!questions.length) return [];
  return [
    MistakeRecorded.create(
      session._id,
      {
        userId: session.userId,
        quizId: session.quizId,
        kind: quiz.kind,
        quizName: session.quizName,
        subject: session.subject,
        chapter: quiz.chapter ?? '',
        source: 'exam',
        attemptId: session.sessionId,
        questions,
        recordedAt: at.toISOString(),
      },
      {
        eventId: `${session.submitEntry ?? session.sessionId}:mistakes`,
        occurredAt: at,
        actorId: session.userId,
      },
    ),
  ];
}
