import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { QUIZ_KINDS, QuizSnapshot } from '@exam/contracts';
import type { Collection, Db } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';

export type QuizKind = (typeof QUIZ_KINDS)[number];

/** What attempts knows of a quiz, from catalog's snapshots; a removed quiz keeps a tombstone. */
export interface QuizFacts extends QuizSnapshot {
  _id: string;
  removed: boolean;
  /** occurredAt of the last applied catalog event (ms): an older snapshot arriving late changes nothing. */
  asOfMs: number;
}

/** The percentile call names a quiz: name → the quizzes carrying it (names are not unique in the catalog). */
export interface QuizNameDoc {
  _id: string;
  quizIds: string[];
}

/**
 * What exists, for the dashboard: quizzes spread over a few bucket documents (`<kind>:<n>`, entries keyed by
 * quiz id), plus a `head` whose stamp changes with every change. One document per kind was measured on
 * FerretDB at 10,000 quizzes: 0.78 s per read and 1.3 s per update; buckets of plain strings stay small.
 */
export interface CatalogIndexDoc {
  _id: string;
  e?: Record<string, string>;
  stamp?: string;
}

/** The read model projected from catalog's events; the write side reads it to score. */
@Injectable()
export class QuizCatalogStore {
  constructor(@InjectConnection(ATTEMPTS) private readonly connection: Connection) {}

  private db(): Db {
    const db = this.connection.db;
    if (!db) throw new Error('attempts: the database connection is not open');
    return db;
  }

  facts(): Collection<QuizFacts> {
    return this.db().collection<QuizFacts>('quiz_facts');
  }

  names(): Collection<QuizNameDoc> {
    return this.db().collection<QuizNameDoc>('quiz_names');
  }

  index(): Collection<CatalogIndexDoc> {
    return this.db().collection<CatalogIndexDoc>('catalog_index');
  }
}
