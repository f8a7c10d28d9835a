import { ExamSubmitted, QuizCompleted, type EventEnvelope } from '@exam/contracts';
import type { ExamScore } from './domain/exam-scoring';
import type { SavedResponse } from './domain/responses';
import type { ExamSessionDoc } from './persistence/exam-session.schema';

/**
 * What a submission tells, built from the session as stored, with ids from the change-log entry that
 * submitted it: applied again after a crash, the same events come out (consumers de-duplicate them).
 * QuizCompleted (never ranked: an exam's rank is its standings') keeps the dashboard and the learner's
 * profile counting the exam as completed.
 */
export function submittedEvents(
  doc: ExamSessionDoc,
  responses: readonly SavedResponse[],
  score: ExamScore,
  entryId: string,
): EventEnvelope[] {
  const submittedAt = (doc.submittedAt ?? new Date()).toISOString();
  const startedAt = doc.startedAt.toISOString();
  const { result } = score;
  const ref = { userId: doc.userId, quizId: doc.quizId, quizName: doc.quizName };
  const meta = { actorId: doc.auto ? null : doc.userId, occurredAt: doc.submittedAt ?? undefined };
  return [
    ExamSubmitted.create(
      doc._id,
      {
        ...ref,
        sessionId: doc.sessionId,
        auto: doc.auto,
        ranked: true,
        live: doc.live,
        startedAt,
        submittedAt,
        ...result,
        sections: score.sections.map(({ name, attempted, correct, wrong, score: s, seconds }) => ({
          name,
          attempted,
          correct,
          wrong,
          score: s,
          seconds,
        })),
        responses: responses.map((r, i) => ({
          option: r.option,
          marked: r.marked,
          ...(r.confidence ? { confidence: r.confidence } : {}),
          status: score.statuses[i],
          seconds: r.seconds,
        })),
      },
      { ...meta, eventId: entryId },
    ),
    QuizCompleted.create(
      doc._id,
      {
        ...ref,
        kind: 'quiz',
        division: doc.division,
        subject: doc.subject,
        attemptId: doc.sessionId,
        ...result,
        ranked: false,
        startedAt,
        endedAt: submittedAt,
        completedAt: submittedAt,
      },
      { ...meta, eventId: `${entryId}:completed` },
    ),
  ];
}
