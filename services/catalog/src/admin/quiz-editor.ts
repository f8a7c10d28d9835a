import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ObjectId } from 'mongodb';
import { ContentError, type QuizContent } from '../domain/quiz-content';
import { MediaLibrary } from '../media/media-library';
import { QuizHistory } from './quiz-history';
import { QuizStore } from '../quizzes/persistence/quiz.store';
import type { QuizDoc, QuizKind } from '../quizzes/persistence/quiz.schema';
import { eventsFor } from './quiz-events';
import { readQuizInput } from './quiz-input';

export const QUIZ_NOT_FOUND = 'Quiz not found';
const NO_QUESTIONS = 'A published quiz needs at least one question';
/** The console sends the revision it loaded: saving over a newer change would silently undo it. */
export const staleQuizMessage = (yours: number, now: number) =>
  `Someone else saved this quiz after you opened it (your copy is revision ${yours}, the quiz is now at ${now}). ` +
  'Reload it to see their change, then make yours again.';

export function quizObjectId(id: string): ObjectId {
  if (!ObjectId.isValid(id) || id.length !== 24) throw new BadRequestException('Invalid quiz id');
  return new ObjectId(id);
}

function parsed<T>(read: () => T, prefix = ''): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof ContentError) throw new BadRequestException(`${prefix}${e.message}`);
    throw e;
  }
}

function createdAtOf(raw: unknown, now: Date, prefix = ''): Date {
  if (raw === undefined || raw === null || raw === '') return now;
  const at = new Date(String(raw));
  if (Number.isNaN(at.getTime()) || at.getTime() > now.getTime())
    throw new BadRequestException(`${prefix}createdAt must be a date, not in the future`);
  return at;
}

/** The content write model: every change goes through QuizStore with the events it tells. */
@Injectable()
export class QuizEditor {
  constructor(
    private readonly store: QuizStore,
    private readonly media: MediaLibrary,
    private readonly history: QuizHistory,
  ) {}

  async get(kind: QuizKind, id: string): Promise<QuizDoc> {
    quizObjectId(id);
    const doc = await this.store.findById(kind, id);
    if (!doc) throw new NotFoundException(QUIZ_NOT_FOUND);
    return doc;
  }

  private newDoc(kind: QuizKind, content: QuizContent, published: boolean, createdAt: Date): QuizDoc {
    if (published && !content.questions.length) throw new BadRequestException(NO_QUESTIONS);
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

  async create(kind: QuizKind, body: Record<string, unknown>, actorId: string): Promise<QuizDoc> {
    const content = parsed(() => readQuizInput(body, null, kind));
    const doc = this.newDoc(kind, content, body.published === true, createdAtOf(body.createdAt, new Date()));
    await this.media.claim(kind, doc._id.toHexString(), content);
    await this.store.commit([{ doc, events: eventsFor(null, doc, actorId) }]);
    await this.history.record(null, doc, actorId);
    return doc;
  }

  /** Many new quizzes at once (imports, the bench); published unless `published: false`. */
  async importMany(
    kind: QuizKind,
    items: Array<Record<string, unknown>>,
    actorId: string | null,
  ): Promise<QuizDoc[]> {
    const now = new Date();
    const docs = items.map((body, i) => {
      const prefix = `Quiz ${i + 1}: `;
      const content = parsed(() => readQuizInput(body, null, kind), prefix);
      const doc = this.newDoc(
        kind,
        content,
        body.published !== false,
        createdAtOf(body.createdAt, now, prefix),
      );
      if (typeof body._id === 'string') doc._id = quizObjectId(body._id);
      return doc;
    });
    for (const d of docs) await this.media.claim(kind, d._id.toHexString(), d);
    return this.store.commit(docs.map((doc) => ({ doc, events: eventsFor(null, doc, actorId) })));
  }

  async update(kind: QuizKind, id: string, body: Record<string, unknown>, actorId: string): Promise<QuizDoc> {
    const current = await this.get(kind, id);
    if (body.rev !== undefined && body.rev !== null && Number(body.rev) !== current.rev)
      throw new ConflictException(staleQuizMessage(Number(body.rev), current.rev));
    const content = parsed(() => readQuizInput(body, current, kind));
    if (current.published && !content.questions.length) throw new BadRequestException(NO_QUESTIONS);
    return this.write(current, { ...content }, actorId);
  }

  async setPublished(kind: QuizKind, id: string, published: boolean, actorId: string): Promise<QuizDoc> {
    const current = await this.get(kind, id);
    if (current.published === published) return current;
    if (published && !current.questions.length) throw new BadRequestException(NO_QUESTIONS);
    return this.write(
      current,
      { published, publishedAt: published ? new Date() : current.publishedAt },
      actorId,
    );
  }

  async remove(kind: QuizKind, id: string, actorId: string): Promise<QuizDoc> {
    const current = await this.get(kind, id);
    return this.write(current, { deleted: true, published: false }, actorId);
  }

  private async write(current: QuizDoc, change: Partial<QuizDoc>, actorId: string): Promise<QuizDoc> {
    const next: QuizDoc = { ...current, ...change, rev: current.rev + 1, updatedAt: new Date() };
    await this.media.claim(next.kind, next._id.toHexString(), next);
    await this.store.commit([{ doc: next, events: eventsFor(current, next, actorId) }]);
    await this.history.record(current, next, actorId);
    return next;
  }
}
