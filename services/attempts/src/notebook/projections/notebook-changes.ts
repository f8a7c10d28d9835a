import type { MistakeDismissed, MistakeRecorded, PayloadOf, ReviewAnswered } from '@exam/contracts';
import { afterReview, rejudge } from '../domain/notebook-rules';
import { newCard, reviewCard } from '../domain/review-schedule';
import type { NotebookQuizDoc } from '../persistence/notebook.read-model';

/**
 * How each event changes a learner's notebook questions of one quiz, in memory (the projector reads and
 * writes the documents). Every change is a function of the document and the event alone, with the
 * event's own time, so a replay from the topic's start builds the same notebook.
 */
type Recorded = PayloadOf<typeof MistakeRecorded>;

export function emptyDoc(p: Recorded): NotebookQuizDoc {
  return {
    _id: `${p.userId}:${p.quizId}`,
    userId: p.userId,
    quizId: p.quizId,
    kind: p.kind,
    quizName: p.quizName,
    subject: p.subject,
    chapter: p.chapter,
    e: {},
  };
}

/** True when this MistakeRecorded (by its event id) was applied to the document: its repeat changes nothing. */
export const recordedBefore = (doc: NotebookQuizDoc, eventId: string): boolean =>
  !!doc.recorded?.includes(eventId);

/** Applies a MistakeRecorded once: its questions enter and the document remembers its event id. */
export function recordOnce(doc: NotebookQuizDoc, p: Recorded, eventId: string): void {
  recordMistakes(doc, p);
  doc.recorded = [...(doc.recorded ?? []), eventId];
}

/** Questions enter (or come back, due at once); a question added by hand that is there already stays. */
export function recordMistakes(doc: NotebookQuizDoc, p: Recorded): boolean {
  const at = new Date(p.recordedAt);
  let changed = false;
  for (const q of p.questions) {
    if (p.source === 'added' && doc.e[q.questionIndex]) continue;
    doc.e[q.questionIndex] = {
      index: q.questionIndex,
      option: q.option,
      confidence: q.confidence,
      reason: p.source === 'added' ? 'added' : q.right ? 'guess' : 'wrong',
      source: p.source,
      attemptId: p.attemptId,
      addedAt: at.getTime(),
      card: newCard(at),
      rightInARow: 0,
    };
    changed = true;
  }
  if (p.source !== 'added')
    Object.assign(doc, { quizName: p.quizName, subject: p.subject, chapter: p.chapter });
  return changed;
}

/** A practice answer reschedules the question (FSRS) or, mastered, takes it out; a repeat changes nothing. */
export function answerReview(doc: NotebookQuizDoc, p: PayloadOf<typeof ReviewAnswered>): boolean {
  const entry = doc.e[p.questionIndex];
  const at = Date.parse(p.reviewedAt);
  if (!entry || (entry.card.lastReview !== null && entry.card.lastReview >= at)) return false;
  const { rightInARow, leaves } = afterReview(entry.rightInARow, p.right);
  if (leaves) delete doc.e[p.questionIndex];
  else
    doc.e[p.questionIndex] = { ...entry, rightInARow, card: reviewCard(entry.card, p.right, new Date(at)) };
  return true;
}

export function dismiss(doc: NotebookQuizDoc, p: PayloadOf<typeof MistakeDismissed>): boolean {
  if (!doc.e[p.questionIndex]) return false;
  delete doc.e[p.questionIndex];
  return true;
}

/** A corrected key judges every recorded answer again: some leave, some change their reason. */
export function rejudgeAll(doc: NotebookQuizDoc, answerKey: readonly number[]): boolean {
  let changed = false;
  for (const [i, entry] of Object.entries(doc.e)) {
    const verdict = rejudge(entry, answerKey[entry.index]);
    if (verdict === entry.reason) continue;
    changed = true;
    if (verdict === 'leaves') delete doc.e[i];
    else doc.e[i] = { ...entry, reason: verdict };
  }
  return changed;
}
