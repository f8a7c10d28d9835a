import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { QuizKind } from '@exam/contracts';
import type { ObjectId } from 'mongodb';
import { pageFoldersOf } from '../../media/domain/page-images';
import { lacksHindi, type QuizContent } from '../domain/quiz-content';

/** A quiz as stored: the editor's content plus its state. Written only through QuizRepository (change log first). */
export interface QuizDoc extends QuizContent {
  _id: ObjectId;
  kind: QuizKind;
  published: boolean;
  publishedAt: Date | null;
  /** A removed quiz stays as a tombstone, so its removal can still be told and a late write cannot revive it. */
  deleted: boolean;
  /** Revision: every change adds one; the change-log entry `quiz:<id>:<rev>` can be recorded only once. */
  rev: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What lists need: the quiz without its questions. Kept in `quiz_summaries`, and in memory. */
export type QuizSummaryDoc = Omit<QuizDoc, 'questions'> & {
  questionsLength: number;
  /** Questions without their Hindi text or options: the console marks and filters these quizzes. */
  hindiGaps?: number;
  /** Page-image folders of the questions' PDFs (the quiz's own are in quiz_pdf_images): see QuizCatalog.pageOwner. */
  questionPageFolders?: string[];
};

/**
 * Declares the collections and their indexes for real MongoDB (FerretDB uses only _id: the hot paths read
 * by _id or from memory). Documents are read and written through the driver, without mongoose casting.
 */
@Schema({ minimize: false, strict: false, versionKey: false })
export class Quiz {
  @Prop() name!: string;
  @Prop() division!: string;
  @Prop() subject!: string;
  @Prop() createdAt!: Date;
}

export const QuizSchema = SchemaFactory.createForClass(Quiz);
QuizSchema.index({ division: 1, subject: 1, createdAt: -1 });
export const QUIZ_MODEL = 'Quiz';
export const KYEBYE_QUIZ_MODEL = 'KyebyeQuiz';
export const QUIZ_COLLECTIONS: Record<QuizKind, string> = { quiz: 'quizzes', kyebye: 'kyebye_quizzes' };
export const SUMMARY_COLLECTION = 'quiz_summaries';

export function toSummary(doc: QuizDoc): QuizSummaryDoc {
  const { questions, ...rest } = doc;
  return {
    ...rest,
    questionsLength: questions.length,
    hindiGaps: questions.filter(lacksHindi).length,
    questionPageFolders: [...new Set(questions.flatMap((q) => pageFoldersOf(q.question_pdf_images)))],
  };
}
