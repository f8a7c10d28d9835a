import {
  QuizPublished,
  QuizRemoved,
  QuizSnapshotTaken,
  QuizUpdated,
  type EventEnvelope,
  type QuizSnapshot,
} from '@exam/contracts';
import { examMinutesOf, examSettingsOf } from './domain/exam-settings';
import { answerKey } from './domain/quiz-content';
import type { QuizDoc } from './persistence/quiz.schema';

/**
 * The whole quiz as attempts scores it and runs exams by (QuizSnapshotTaken); analysts (and billing, which
 * counts by it) read it without the key.
 */
export function snapshotOf(doc: QuizDoc): QuizSnapshot {
  const exam = examSettingsOf(doc);
  return {
    quizId: doc._id.toHexString(),
    kind: doc.kind,
    quizName: doc.name,
    division: doc.division,
    subject: doc.subject,
    chapter: doc.chapter,
    className: doc.classs,
    difficulty: doc.difficulty,
    createdAt: doc.createdAt.toISOString(),
    accessible: doc.accessible,
    questionCount: doc.questions.length,
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

/** What analysts read of a quiz (issue 37): its snapshot without the answer key or option counts. */
function factsOf(snapshot: QuizSnapshot) {
  const { answerKey: _k, optionCounts: _o, ...facts } = snapshot;
  return facts;
}

/**
 * The events a change from `before` to `after` tells (only learner-visible changes are told): for
 * analysts on catalog.events, and beside it the whole snapshot on catalog.internal, in the same write.
 */
export function eventsFor(before: QuizDoc | null, after: QuizDoc, actorId: string | null): EventEnvelope[] {
  const id = after._id.toHexString();
  const meta = { actorId };
  const wasLive = !!before?.published && !before.deleted;
  const isLive = after.published && !after.deleted;
  const snapshot = snapshotOf(after);
  const taken = (
    change: 'published' | 'updated' | 'removed',
    removedReason: 'unpublished' | 'deleted' | null,
  ) => QuizSnapshotTaken.create(id, { ...snapshot, change, removedReason }, meta);
  if (isLive && !wasLive)
    return [QuizPublished.create(id, factsOf(snapshot), meta), taken('published', null)];
  if (isLive && wasLive) return [QuizUpdated.create(id, factsOf(snapshot), meta), taken('updated', null)];
  if (!isLive && wasLive) {
    const reason = after.deleted ? 'deleted' : 'unpublished';
    return [QuizRemoved.create(id, { quizId: id, kind: after.kind, reason }, meta), taken('removed', reason)];
  }
  return [];
}
