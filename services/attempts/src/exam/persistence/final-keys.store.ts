import { nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import type { AnswerKey } from '../../shared/domain/scoring';
import type { Placing } from '../domain/reranking';

/** A live mock's final key as catalog published it (FinalKeyPublished), `_id` = quiz id. */
export interface FinalKeyDoc {
  _id: string;
  quizName: string;
  provisionalKey: number[];
  answerKey: number[];
  dropped: number[];
  publishedAt: Date;
}

/** 'Your score or rank changed' on a candidate's dashboard, `_id` = `${userId}:${quizId}`. */
export interface KeyNoticeDoc {
  _id: string;
  userId: string;
  quizId: string;
  quizName: string;
  publishedAt: Date;
  before: Placing;
  after: Placing;
  candidates: number;
  /** Dropped questions this candidate attempted (0-based), each given full marks. */
  bonus: number[];
}

/** The key a live mock is scored with: its final key once published (the dropped questions with it). */
export interface EffectiveKey<K extends AnswerKey> {
  key: K;
  dropped: readonly number[];
  final: FinalKeyDoc | null;
}

export function effectiveKey<K extends AnswerKey>(quiz: K, final: FinalKeyDoc | null): EffectiveKey<K> {
  if (!final) return { key: quiz, dropped: [], final: null };
  return { key: { ...quiz, answerKey: final.answerKey }, dropped: final.dropped, final };
}

/** Final keys and the notices they caused, in attempts' own database. */
@Injectable()
export class FinalKeysStore {
  constructor(@InjectConnection(ATTEMPTS) private readonly connection: Connection) {}

  finalKeys(): Collection<FinalKeyDoc> {
    return nativeCollection<FinalKeyDoc>(this.connection, 'final_keys');
  }

  notices(): Collection<KeyNoticeDoc> {
    return nativeCollection<KeyNoticeDoc>(this.connection, 'key_notices');
  }

  of(quizId: string): Promise<FinalKeyDoc | null> {
    return this.finalKeys().findOne({ _id: quizId });
  }

  /** A learner's notices, newest first. */
  noticesOf(userId: string): Promise<KeyNoticeDoc[]> {
    return this.notices().find({ userId }).sort({ publishedAt: -1 }).limit(20).toArray();
  }
}
