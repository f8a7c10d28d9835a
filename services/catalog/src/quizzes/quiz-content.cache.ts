import { CachedAnswer } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { QUIZ_CONTENT_CACHE_BYTES, QUIZ_CONTENT_CACHE_SIZE } from '../catalog.constants';
import { QuizRepository } from './persistence/quiz.repository';
import type { QuizKind } from './persistence/quiz.schema';
import { toExamPaper, toQuizDetail } from './quiz-views';

/** The whole quiz, or an exam's paper without its key (issue 31). */
export type ContentVariant = 'full' | 'paper';

/**
 * Whole quizzes (with questions) as their answer, built once (gzip, ETag), most recently used kept, bounded
 * by count and by bytes. An entry is valid only for the revision it was read at; the in-memory catalog
 * tells the current revision without a read.
 */
@Injectable()
export class QuizContentCache {
  private readonly entries = new Map<string, { rev: number; answer: CachedAnswer }>();
  private bytes = 0;

  constructor(private readonly store: QuizRepository) {}

  async answer(
    kind: QuizKind,
    id: string,
    rev: number,
    variant: ContentVariant = 'full',
  ): Promise<CachedAnswer | null> {
    const key = variant === 'full' ? `${kind}:${id}` : `${kind}:${id}:${variant}`;
    const hit = this.entries.get(key);
    if (hit?.rev === rev) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.answer;
    }
    const doc = await this.store.findById(kind, id);
    if (!doc) return null;
    const answer = new CachedAnswer(
      JSON.stringify(variant === 'full' ? toQuizDetail(doc) : toExamPaper(doc)),
    );
    if (doc.rev === rev) {
      this.drop(key);
      this.entries.set(key, { rev, answer });
      this.bytes += answer.weight;
      for (const oldest of this.entries.keys()) {
        if (this.entries.size <= QUIZ_CONTENT_CACHE_SIZE && this.bytes <= QUIZ_CONTENT_CACHE_BYTES) break;
        if (oldest === key) break;
        this.drop(oldest);
      }
    }
    return answer;
  }

  /** How many quizzes and about how many bytes are kept (tests). */
  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private drop(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.answer.weight;
  }
}
