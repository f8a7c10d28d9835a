import type { QuizKind } from '@exam/contracts';
import { CachedAnswer } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { QUIZ_CONTENT_CACHE_BYTES, QUIZ_CONTENT_CACHE_SIZE } from '../catalog.constants';
import { PageImageSigner } from '../media/page-image-signer';
import { QuizRepository } from './persistence/quiz.repository';
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
  private readonly entries = new Map<string, { rev: number; window: number; answer: CachedAnswer }>();
  private bytes = 0;

  constructor(
    private readonly store: QuizRepository,
    private readonly signer: PageImageSigner,
  ) {}

  /**
   * A premium quiz's answer carries its page images signed (issue 35): it is valid for one signing window
   * as well as one revision. `variant`: the whole quiz, or an exam's paper without its key (issue 31).
   */
  async answer(
    kind: QuizKind,
    id: string,
    rev: number,
    premium = false,
    variant: ContentVariant = 'full',
  ): Promise<CachedAnswer | null> {
    const key = variant === 'full' ? `${kind}:${id}` : `${kind}:${id}:${variant}`;
    const window = premium ? this.signer.windowAt() : 0;
    const hit = this.entries.get(key);
    if (hit?.rev === rev && hit.window === window) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.answer;
    }
    const doc = await this.store.findById(kind, id);
    if (!doc) return null;
    const detail = variant === 'full' ? toQuizDetail(doc) : toExamPaper(doc);
    const answer = new CachedAnswer(JSON.stringify(this.signer.signDetail(detail, window)));
    if (doc.rev === rev) {
      this.drop(key);
      this.entries.set(key, { rev, window, answer });
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
