import type { QuizKind } from '@exam/contracts';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { nativeCollection } from '@exam/common';
import { findByIds } from '@exam/messaging';
import type { Collection, Document } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import type { Confidence } from '../../shared/domain/confidence';
import type { EntryReason } from '../domain/notebook-rules';
import type { ReviewCard } from '../domain/review-schedule';
import { decodedQuizDoc } from '../notebook-entries';

/** One question in a learner's notebook. */
export interface NotebookEntry {
  index: number;
  option: number | null;
  confidence: Confidence | null;
  reason: EntryReason;
  source: 'quiz' | 'exam' | 'added';
  attemptId: string | null;
  /** When it entered (epoch ms). */
  addedAt: number;
  card: ReviewCard;
  rightInARow: number;
}

/**
 * A learner's notebook questions of one quiz (`_id` = `<userId>:<quizId>`, the aggregate id of attempts'
 * events about them): every event about them is a lookup by _id. Entries keyed by question index.
 */
export interface NotebookQuizDoc {
  _id: string;
  userId: string;
  quizId: string;
  kind: QuizKind;
  quizName: string;
  subject: string;
  chapter: string;
  e: Record<string, NotebookEntry>;
  /**
   * The MistakeRecorded events applied here (their ids: a completion's, a re-scoring's, a hand-add's), so a
   * repeat changes nothing: kept while the entries are all gone, so a repeat cannot bring them back.
   * Documents written before have none.
   */
  recorded?: string[];
}

/**
 * A notebook document as stored: its entries in one string (notebook-entries.ts). Written before: `e`, one
 * JSON string per entry, or earlier one object per entry.
 */
export interface StoredNotebookQuizDoc extends Omit<NotebookQuizDoc, 'e'> {
  entries?: string;
  e?: Record<string, string | NotebookEntry>;
}

/** What the notebook's lists need of one quiz's entries, kept in the learner's index. */
export interface QuizShelf {
  quizId: string;
  quizName: string;
  subject: string;
  chapter: string;
  count: number;
  /** Entries per India day they fall due ('yyyy-mm-dd' → count). */
  due: Record<string, number>;
  /** Latest addedAt of its entries: newest first within a chapter. */
  latest: number;
}

/**
 * A learner's notebook at a glance (`_id` = userId): one shelf per quiz, and the days with a review done.
 * A shelf is kept as one string (encodeShelf): FerretDB reads and rewrites a document of 200 strings several
 * times faster than one of 200 small objects (bench:notebook); shelves written before are objects.
 * Past OPEN_SHELVES quizzes written, `q`'s shelves are moved into `sealed` (notebook-index-writes.ts):
 * FerretDB rewrites a document whole on every update, field by field. A shelf written since overrides the
 * sealed one, and an empty string says the quiz has none left. Documents from before have no `o`.
 */
export interface NotebookIndexDoc {
  _id: string;
  q?: Record<string, string | QuizShelf>;
  days?: Record<string, true>;
  /** The quizzes (field keys) written in `q` since the last sealing. */
  o?: string[];
  /** JSON of Record<field key, encoded shelf>: the shelves moved out of `q`. */
  sealed?: string;
}

/** The answer key the notebook judges by, from catalog's quiz events, and who has entries of the quiz. */
export interface NotebookKeyDoc {
  _id: string;
  answerKey?: number[];
  asOfMs?: number;
  learners?: string[];
}

@Injectable()
export class NotebookReadModel {
  constructor(@InjectConnection(ATTEMPTS) private readonly connection: Connection) {}

  private collection<T extends Document>(name: string): Collection<T> {
    return nativeCollection<T>(this.connection, name);
  }

  quizzes(): Collection<StoredNotebookQuizDoc> {
    return this.collection<StoredNotebookQuizDoc>('notebook_quizzes');
  }

  /** Notebook documents by _id (one lookup), their entries decoded. */
  async quizDocs(ids: readonly string[]): Promise<Map<string, NotebookQuizDoc>> {
    const docs = await findByIds(this.quizzes(), ids);
    return new Map([...docs].map(([id, doc]) => [id, decodedQuizDoc(doc)]));
  }

  index(): Collection<NotebookIndexDoc> {
    return this.collection<NotebookIndexDoc>('notebook_index');
  }

  keys(): Collection<NotebookKeyDoc> {
    return this.collection<NotebookKeyDoc>('notebook_keys');
  }
}
