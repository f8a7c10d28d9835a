import { QuizPublished, QuizRemoved, QuizUpdated, type EventEnvelope } from '@exam/contracts';
import { examMinutesOf, examSettingsOf } from '../domain/exam-settings';
import { answerKey } from '../domain/quiz-content';
import type { QuizDoc } from '../quizzes/persistence/quiz.schema';

/**
 * What QuizPublished and QuizUpdated carry: what the attempts service scores by (and runs exams by), and
 * billing counts by.
 */
export function snapshotOf(doc: QuizDoc) {
  const exam = examSettingsOf(doc);
  return {
    quizId: doc._id.toHexString(),
    kind: doc.kind,
    name: doc.name,
    division: doc.division,
    subject: doc.subject,
    chapter: doc.chapter,
    classs: doc.classs,
    difficulty: doc.difficulty,
    createdAt: doc.createdAt.toISOString(),
    accessible: doc.accessible,
    questionsLength: doc.questions.length,
    answerKey: answerKey(doc.questions),
    optionCounts: doc.questions.map((q) => q.options.length),
    marksPerCorrect: doc.marksPerCorrect,
    negativeMarks: doc.negativeMarks,
    mode: exam.mode,
    durationMinutes: examMinutesOf(exam, doc.questions.length),
    sections: exam.sections,
    liveWindow: exam.liveWindow,
  };
}

/** The events a change from `before` to `after` tells (only learner-visible changes are told). */
export function eventsFor(before: QuizDoc | null, after: QuizDoc, actorId: string | null): EventEnvelope[] {
  const id = after._id.toHexString();
  const meta = { actorId };
  const wasLive = !!before?.published && !before.deleted;
  const isLive = after.published && !after.deleted;
  if (isLive && !wasLive) return [QuizPublished.create(id, snapshotOf(after), meta)];
  if (isLive && wasLive) return [QuizUpdated.create(id, snapshotOf(after), meta)];
  if (!isLive && wasLive)
    return [
      QuizRemoved.create(
        id,
        { quizId: id, kind: after.kind, reason: after.deleted ? 'deleted' : 'unpublished' },
        meta,
      ),
    ];
  return [];
}
