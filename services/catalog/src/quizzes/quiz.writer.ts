import type { QuizKind } from '@exam/contracts';
import { invalid, notFound } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { ObjectId } from 'mongodb';
import { ContentError, type QuizContent } from './domain/quiz-content';
import { MediaLibrary } from '../media/persistence/media-library';
import { QuizRepository } from './persistence/quiz.repository';
import type { QuizDoc } from './persistence/quiz.schema';
import { QuizHistory } from './persistence/quiz-history.repository';
import { eventsFor } from './quiz.events';

export const QUIZ_NOT_FOUND = 'Quiz not found';
export const NO_QUESTIONS = 'A published quiz needs at least one question';
/** The console sends the revision it loaded: saving over a newer change would silently undo it. */
export const staleQuizMessage = (yours: number, now: number) =>
  `Someone else saved this quiz after you opened it (your copy is revision ${yours}, the quiz is now at ${now}). ` +
  'Reload it to see their change, then make yours again.';

export function quizObjectId(id: string): ObjectId {
  if (!ObjectId.isValid(id) || id.length !== 24) throw invalid('Invalid quiz id');
  return new ObjectId(id);
}

/** Reads an editor's input; a ContentError (naming the broken field) becomes a 400. */
export function parsedContent<T>(read: () => T, prefix = ''): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof ContentError) throw invalid(`${prefix}${e.message}`);
    throw e;
  }
}

export function createdAtOf(raw: unknown, now: Date, prefix = ''): Date {
  if (raw === undefined || raw === null || raw === '') return now;
  const at = new Date(String(raw));
  if (Number.isNaN(at.getTime()) || at.getTime() > now.getTime())
    throw invalid(`${prefix}createdAt must be a date, not in the future`);
  return at;
}

/**
 * The content write model the admin command handlers share: every change goes through the quiz repository
 * with the events it tells, after the media it links are claimed, and lands in the quiz's history.
 */
@Injectable()
export class QuizWriter {
  constructor(
    private readonly quizzes: QuizRepository,
    private readonly media: MediaLibrary,
    private readonly history: QuizHistory,
  ) {}

  /** A live quiz, or 404. */
  async load(kind: QuizKind, id: string): Promise<QuizDoc> {
    quizObjectId(id);
    const doc = await this.quizzes.findById(kind, id);
    if (!doc) throw notFound(QUIZ_NOT_FOUND);
    return doc;
  }

  newDoc(kind: QuizKind, content: QuizContent, published: boolean, createdAt: Date): QuizDoc {
    if (published && !content.questions.length) throw invalid(NO_QUESTIONS);
    const now = new Date();
    return {
      _id: new ObjectId(),
      kind,
      ...content,
      published,
      publishedAt: published ? now : null,
      deleted: false,
      rev: 1,
      createdAt,
      updatedAt: now,
    };
  }

  /** One new quiz, with its history entry. */
  async create(doc: QuizDoc, actorId: string): Promise<QuizDoc> {
    await this.media.claim(doc.kind, doc._id.toHexString(), doc);
    await this.quizzes.commit([{ doc, events: eventsFor(null, doc, actorId) }]);
    await this.history.record(null, doc, actorId);
    return doc;
  }

  /** Many new quizzes (imports, the seed); answers those not recorded before. */
  async createMany(docs: readonly QuizDoc[], actorId: string | null): Promise<QuizDoc[]> {
    for (const d of docs) await this.media.claim(d.kind, d._id.toHexString(), d);
    return this.quizzes.commit(docs.map((doc) => ({ doc, events: eventsFor(null, doc, actorId) })));
  }

  /** The quiz's next revision: `current` with `change`. */
  async write(current: QuizDoc, change: Partial<QuizDoc>, actorId: string): Promise<QuizDoc> {
    const next: QuizDoc = { ...current, ...change, rev: current.rev + 1, updatedAt: new Date() };
    await this.media.claim(next.kind, next._id.toHexString(), next);
    await this.quizzes.commit([{ doc: next, events: eventsFor(current, next, actorId) }]);
    await this.history.record(current, next, actorId);
    return next;
  }
}
