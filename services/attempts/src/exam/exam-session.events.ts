import { ExamSubmitted, QuizCompleted, type EventEnvelope, type QuizSnapshot } from '@exam/contracts';
import type { ExamScore } from './domain/exam-scoring';
import { examMistakesRecorded } from './exam-mistakes.events';
import type { SavedResponse } from './domain/responses';
import type { ExamSessionDoc } from './persistence/exam-session.schema';

/**
 * What a submission tells, built from the session as stored, with ids from the change-log entry that
 * submitted it: applied again after a crash, the same events come out (consumers de-duplicate them).
 * QuizCompleted (never ranked: an exam's rank is its standings') keeps the dashboard and the learner's
 * profile counting the exam as completed. Its mistakes enter the notebook now, except a live mock's: the
 * notebook shows the key, which a live mock releases only at its close (the close tells them).
 */
export function submittedEvents(
  doc: ExamSessionDoc,
  responses: readonly SavedResponse[],
  score: ExamScore,
  entryId: string,
  quiz: Pick<QuizSnapshot, 'kind' | 'chapter'>,
): EventEnvelope[] {
  const submittedAt = (doc.submittedAt ?? new Date()).toISOString();
  const startedAt = doc.startedAt.toISOString();
  // The events' word for the question count (the API keeps the spec's totalQuestions).
  const { totalQuestions: questionCount, ...counts } = score.result;
  const result = { ...counts, questionCount };
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
          result: score.statuses[i],
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
    ...(doc.live
      ? []
      : examMistakesRecorded(
          { ...doc, submitEntry: entryId },
          responses,
          score.statuses,
          quiz,
          new Date(submittedAt),
        )),
  ];
}
