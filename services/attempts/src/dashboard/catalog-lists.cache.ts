import type { QuizKind } from '@exam/contracts';
import { Injectable } from '@nestjs/common';
import { CATALOG_HEAD, catalogLists, type CatalogEntry } from '../quiz-catalog/catalog-index';
import { QuizCatalogReadModel } from '../quiz-catalog/persistence/quiz-catalog.read-model';

type Lists = Record<QuizKind, CatalogEntry[]>;

/**
 * The lists of what exists, kept in memory while the index's head stamp stays the same: a dashboard call then
 * reads one tiny document; after a catalog change the next call reloads the bucket documents (a few dozen).
 */
@Injectable()
export class CatalogListsCache {
  private cached?: { stamp: string; lists: Promise<Lists> };

  constructor(private readonly store: QuizCatalogReadModel) {}

  async lists(): Promise<Lists> {
    // The head is read before the buckets, so a change racing the reload is seen by the next call.
    const head = await this.store.index().findOne({ _id: CATALOG_HEAD }, { projection: { stamp: 1 } });
    const stamp = head?.stamp ?? 'empty';
    if (this.cached?.stamp !== stamp) {
      const lists = this.load();
      this.cached = { stamp, lists };
      lists.catch(() => {
        if (this.cached?.lists === lists) this.cached = undefined;
      });
    }
    return this.cached.lists;
  }

  private async load(): Promise<Lists> {
    // The collection only holds the buckets and the head: reading it whole is a few dozen documents.
    return catalogLists(await this.store.index().find({}).toArray());
  }
}
