// Seeds the notebook and topic read models of bench/notebook.bench.ts directly, as their projectors would
// write them from MistakeRecorded and QuizCompleted (the projectors' own functions build the documents),
// so that 1,000 learners with 200 quizzes' worth of mistakes each need no 200,000 completions first.
import { randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import { Types } from 'mongoose';
import { indiaDay } from '../../services/attempts/src/notebook/domain/review-schedule';
import { fieldKey } from '../../services/attempts/src/shared/persistence/keys';
import { encodeShelf, shelfOf } from '../../services/attempts/src/notebook/notebook-shelf';
import type {
  NotebookQuizDoc,
  StoredNotebookQuizDoc,
} from '../../services/attempts/src/notebook/persistence/notebook.read-model';
import { storedQuizDoc } from '../../services/attempts/src/notebook/notebook-entries';
import { emptyDoc, recordMistakes } from '../../services/attempts/src/notebook/projections/notebook-changes';
import { topicMonthId } from '../../services/attempts/src/topics/persistence/topics.read-model';

export const SUBJECTS = ['History', 'Polity', 'Geography', 'Economy', 'Science'];
const CHAPTERS = 8;
const DAY = 86_400_000;

/** One learner's notebook: `quizzes` quizzes over the last 180 days, `mistakes` questions from each. */
export function learnerNotebook(userId: string, quizzes: number, mistakes: number) {
  const docs: NotebookQuizDoc[] = [];
  const months = new Map<string, Record<string, unknown>>();
  for (let q = 0; q < quizzes; q++) {
    const subject = SUBJECTS[q % SUBJECTS.length];
    const chapter = `${subject} chapter ${(q >> 3) % CHAPTERS}`;
    const at = new Date(Date.now() - Math.floor(Math.random() * 180) * DAY);
    const quizId = new Types.ObjectId().toString();
    const doc = emptyDoc({
      userId,
      quizId,
      kind: 'quiz',
      quizName: `Bench quiz ${q}`,
      subject,
      chapter,
      source: 'quiz',
      attemptId: randomUUID(),
      questions: [],
      recordedAt: at.toISOString(),
    });
    recordMistakes(doc, {
      userId,
      quizId,
      kind: 'quiz',
      quizName: doc.quizName,
      subject,
      chapter,
      source: 'quiz',
      attemptId: randomUUID(),
      questions: Array.from({ length: mistakes }, (_, i) => ({
        questionIndex: i * 3,
        option: 1,
        confidence: i % 3 === 0 ? ('guess' as const) : null,
        right: false,
      })),
      recordedAt: at.toISOString(),
    });
    docs.push(doc);
    const day = indiaDay(at.getTime());
    const month = months.get(topicMonthId(userId, day)) ?? {};
    month[`c.${fieldKey(randomUUID())}`] = JSON.stringify([
      day,
      subject,
      chapter,
      20,
      18,
      18 - mistakes,
      quizId,
    ]);
    month[`t.${fieldKey(randomUUID())}`] = JSON.stringify([day, subject, chapter, 20 * 40, 20]);
    months.set(topicMonthId(userId, day), month);
  }
  const q: Record<string, unknown> = {};
  for (const doc of docs) q[fieldKey(doc.quizId)] = encodeShelf(shelfOf(doc)!);
  return { docs, index: { _id: userId, q }, months };
}

/** Writes many learners' notebooks in batches: quiz documents, one index each, topic months. */
export async function seedNotebooks(db: Db, userIds: string[], quizzes: number, mistakes: number) {
  const batch: NotebookQuizDoc[] = [];
  const flush = async () => {
    if (batch.length)
      await db
        .collection<StoredNotebookQuizDoc>('notebook_quizzes')
        .insertMany(batch.splice(0).map(storedQuizDoc));
  };
  for (const userId of userIds) {
    const { docs, index, months } = learnerNotebook(userId, quizzes, mistakes);
    batch.push(...docs);
    if (batch.length >= 500) await flush();
    await db
      .collection('notebook_index')
      .updateOne({ _id: userId as never }, { $set: { q: index.q } }, { upsert: true });
    await db.collection('topic_months').bulkWrite(
      [...months].map(([_id, fields]) => ({
        updateOne: { filter: { _id: _id as never }, update: { $set: fields }, upsert: true },
      })),
    );
  }
  await flush();
}
