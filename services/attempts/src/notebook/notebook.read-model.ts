import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { nativeCollection } from '@exam/common';
import type { Collection, Document } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';
import type { Confidence } from '../domain/confidence';
import type { EntryReason } from '../domain/notebook-rules';
import type { ReviewCard } from '../domain/review-schedule';
import type { QuizKind } from '../quiz-catalog/quiz-catalog.read-model';

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

/** A learner's notebook at a glance (`_id` = userId): one shelf per quiz, and the days with a review done. */
export interface NotebookIndexDoc {
  _id: string;
  q?: Record<string, QuizShelf>;
  days?: Record<string, true>;
}

/** The answer key the notebook judges by, from catalog's quiz events, and who has entries of the quiz. */
export interface NotebookKeyDoc {
  _id: string;
  answerKey?: number[];
  asOfMs?: number;
  learners?: string[];
}

@Injectable()
export class NotebookStore {
  constructor(@InjectConnection(ATTEMPTS) private readonly connection: Connection) {}

  private collection<T extends Document>(name: string): Collection<T> {
    return nativeCollection<T>(this.connection, name);
  }

  quizzes(): Collection<NotebookQuizDoc> {
    return this.collection<NotebookQuizDoc>('notebook_quizzes');
  }

  index(): Collection<NotebookIndexDoc> {
    return this.collection<NotebookIndexDoc>('notebook_index');
  }

  keys(): Collection<NotebookKeyDoc> {
    return this.collection<NotebookKeyDoc>('notebook_keys');
  }
}
