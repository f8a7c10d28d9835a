import { Injectable } from '@nestjs/common';
import { QUIZ_CONTENT_CACHE_SIZE } from '../catalog.constants';
import { QuizRepository } from './persistence/quiz.repository';
import type { QuizKind } from './persistence/quiz.schema';
import { toQuizDetail } from './quiz-views';

/**
 * Whole quizzes (with questions) as their answer's JSON, most recently used kept. An entry is valid only
 * for the revision it was read at; the in-memory catalog tells the current revision without a read.
 */
@Injectable()
export class QuizContentCache {
  private readonly entries = new Map<string, { rev: number; json: string }>();

  constructor(private readonly store: QuizRepository) {}

  async json(kind: QuizKind, id: string, rev: number): Promise<string | null> {
    const key = `${kind}:${id}`;
    const hit = this.entries.get(key);
    if (hit?.rev === rev) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.json;
    }
    const doc = await this.store.findById(kind, id);
    if (!doc) return null;
    const json = JSON.stringify(toQuizDetail(doc));
    if (doc.rev === rev) {
      this.entries.set(key, { rev, json });
      if (this.entries.size > QUIZ_CONTENT_CACHE_SIZE) this.entries.delete(this.entries.keys().next().value!);
    }
    return json;
  }
}
