import type { QuizKind } from '@exam/contracts';
import { nativeCollection } from '@exam/common';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG, CATALOG_VERSION_POLL_MS } from '../catalog.constants';
import {
  activeFilter,
  learnerOrder,
  matchesFilter,
  type LearnerFilter,
  type ListedQuiz,
} from './domain/learner-lists';
import { pageFoldersOf } from '../media/domain/page-images';
import { SUMMARY_COLLECTION, type QuizSummaryDoc } from './persistence/quiz.schema';
import { BoundedCache, type Weigh } from './derived-cache';
import { toListItem } from './quiz-views';

/** One quiz in memory: its summary, and its list item pre-serialized without the closing brace. */
export interface CatalogEntry {
  id: string;
  summary: QuizSummaryDoc;
  /** `{"_id":…,"questionsLength":12` — a caller appends per-user fields and the brace. */
  fragment: string;
  listed: ListedQuiz;
}

interface VersionDoc {
  _id: string;
  v: number;
}

const VERSION_ID = 'quizzes';
/** recentFor: the keys (lists, pages) kept per holder. */
const RECENT_PER_HOLDER = 16;
/** Values derived from the lists (filtered lists, answers' bodies): at most this many, least recently used dropped. */
const DERIVED_CACHE_ENTRIES = 500;
/** …and at most about this many bytes in all (a 10,000-quiz visitor list alone is a few MiB with its gzip form). */
const DERIVED_CACHE_BYTES = 48 * 1024 * 1024;

/**
 * Every quiz's summary in memory, so lists and id checks cost no database read. A catalog version document
 * (read by _id) is bumped on every quiz write; an instance reloads when it sees a version it did not make.
 * Writes made by this instance are applied here directly, so it reads its own writes at once.
 */
@Injectable()
export class QuizCatalog implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('QuizCatalog');
  private version = -1;
  private entries: Record<QuizKind, Map<string, CatalogEntry>> = { quiz: new Map(), kyebye: new Map() };
  /**
   * The one cache of values derived from the published lists (a filter's list, a visitor body, a page, a
   * learner answer), bounded by count and bytes, least recently used dropped first; emptied on every quiz
   * write or reload, so nothing in it outlives the catalog state it was built from.
   */
  private readonly derivedValues = new BoundedCache(DERIVED_CACHE_ENTRIES, DERIVED_CACHE_BYTES);
  /** Per holder (a learner's entitlement as read), their recent answers by key: see recentFor. */
  private recent = new WeakMap<object, Map<string, { at: number; value: unknown }>>();
  /** Page-image folder → the quiz showing it; rebuilt on first use after a write or reload. */
  private pageOwners: Map<string, CatalogEntry> | null = null;
  private timer?: NodeJS.Timeout;
  private reloading?: Promise<void>;
  /** Writes of this instance under way: the version poll waits for them (see checkVersion). */
  private writing = 0;

  constructor(@InjectConnection(CATALOG) private readonly connection: Connection) {}

  private summaries(): Collection<QuizSummaryDoc> {
    return nativeCollection<QuizSummaryDoc>(this.connection, SUMMARY_COLLECTION);
  }

  private versions(): Collection<VersionDoc> {
    return nativeCollection<VersionDoc>(this.connection, 'catalog_meta');
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => void this.checkVersion(), CATALOG_VERSION_POLL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async checkVersion(): Promise<void> {
    // A write of ours between its version bump and noting it would look like someone else's and reload
    // every summary (twice: the write would then see the version moved too); in a bulk import that was
    // 9 of 80 CPU seconds. Our own writes are in memory already.
    if (this.writing) return;
    try {
      if (await this.versionMoved()) await this.reload();
    } catch (e) {
      this.logger.warn({ msg: 'Catalog version check failed; will retry', error: (e as Error).message });
    }
  }

  private async versionMoved(): Promise<boolean> {
    const doc = await this.versions().findOne({ _id: VERSION_ID });
    return (doc?.v ?? 0) !== this.version;
  }

  /**
   * A reload that starts after this call: one already under way may have read the summaries before the
   * write the caller knows of, so it is waited out, not joined. Callers waiting at once share one reload.
   */
  private async freshReload(): Promise<void> {
    while (this.reloading) await this.reloading.catch(() => undefined);
    await this.reload();
  }

  /** Loads every summary; one reload at a time, and callers during it wait for it. */
  reload(): Promise<void> {
    this.reloading ??= (async () => {
      const v = (await this.versions().findOne({ _id: VERSION_ID }))?.v ?? 0;
      const next: Record<QuizKind, Map<string, CatalogEntry>> = { quiz: new Map(), kyebye: new Map() };
      for await (const s of this.summaries().find({})) next[s.kind]?.set(s._id.toHexString(), entryOf(s));
      this.entries = next;
      this.forgetLists();
      this.version = v;
    })().finally(() => (this.reloading = undefined));
    return this.reloading;
  }

  /** After this instance wrote quizzes: update memory, then bump the version other instances watch. */
  async afterWrite(
    upserts: readonly QuizSummaryDoc[],
    removed: ReadonlyArray<{ kind: QuizKind; id: string }>,
  ) {
    for (const s of upserts) this.entries[s.kind].set(s._id.toHexString(), entryOf(s));
    for (const r of removed) this.entries[r.kind].delete(r.id);
    this.forgetLists();
    // A reload under way may have read the summaries before this write and would put them back over it.
    const overtaken = !!this.reloading;
    this.writing++;
    try {
      const doc = await this.versions().findOneAndUpdate(
        { _id: VERSION_ID },
        { $inc: { v: 1 } },
        { upsert: true, returnDocument: 'after' },
      );
      const v = doc?.v ?? 0;
      // Someone else wrote in between: memory may lack their change, so reload.
      if (v === this.version + 1 && !overtaken && !this.reloading) this.version = v;
      else await this.freshReload();
    } finally {
      this.writing--;
    }
  }

  private forgetLists(): void {
    this.pageOwners = null;
    this.derivedValues.clear();
    this.recent = new WeakMap();
  }

  /**
   * A value for one holder (an object that stands for a viewer's access facts: the entitlement as the
   * projector's cache holds it, which is replaced when it changes) and key, made at most once per `ttlMs`
   * and dropped with every catalog write or reload. At most RECENT_PER_HOLDER keys a holder, oldest dropped;
   * a holder no longer referenced elsewhere takes its values with it.
   */
  recentFor<T>(holder: object, key: string, ttlMs: number, make: () => T): T {
    let values = this.recent.get(holder);
    if (!values) this.recent.set(holder, (values = new Map()));
    const now = Date.now();
    const hit = values.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value as T;
    const value = make();
    values.delete(key);
    values.set(key, { at: now, value });
    if (values.size > RECENT_PER_HOLDER) values.delete(values.keys().next().value!);
    return value;
  }

  /**
   * A value derived from the published lists only (the same for every caller with this key), built once and
   * kept until the next quiz write or reload. The cache is bounded (DERIVED_CACHE_ENTRIES, DERIVED_CACHE_BYTES
   * as `weigh` tells): the keys come from clients' filters, so the least recently used go first.
   */
  derived<T>(key: string, make: () => T, weigh: Weigh<T> = () => 1024): T {
    return this.derivedValues.get(key, make, weigh);
  }

  /** How many derived values are cached (tests). */
  derivedCount(): number {
    return this.derivedValues.size;
  }

  /** The key of a learner list: its kind and the filters that narrow it, normalized. */
  listKey(kind: QuizKind, filter: LearnerFilter): string {
    return `${kind}|${JSON.stringify(activeFilter(filter))}`;
  }

  /** The quiz whose PDF pages (its own or a question's) are in `folder`, if any. */
  pageOwner(folder: string): CatalogEntry | undefined {
    if (!this.pageOwners) {
      const owners = new Map<string, CatalogEntry>();
      for (const kind of ['quiz', 'kyebye'] as const)
        for (const e of this.entries[kind].values())
          for (const f of [
            ...pageFoldersOf(e.summary.quiz_pdf_images),
            ...pageFoldersOf(e.summary.quiz_pdf_images_hindi),
            ...(e.summary.questionPageFolders ?? []),
          ])
            owners.set(f, e);
      this.pageOwners = owners;
    }
    return this.pageOwners.get(folder);
  }

  get(kind: QuizKind, id: string): CatalogEntry | undefined {
    return this.entries[kind].get(id);
  }

  /**
   * As get, but an id this instance does not know makes it check the catalog version first (one read by
   * _id): a quiz published through another instance opens at once, not after the next poll, even while
   * this instance writes or reloads. So does a known quiz the caller cannot use as it stands (`usable`: a
   * learner's quiz still unpublished here may have been published through another instance since).
   */
  async find(
    kind: QuizKind,
    id: string,
    usable: (entry: CatalogEntry) => boolean = () => true,
  ): Promise<CatalogEntry | undefined> {
    const known = this.get(kind, id);
    if (known && usable(known)) return known;
    try {
      if (await this.versionMoved()) await this.freshReload();
    } catch (e) {
      this.logger.warn({ msg: 'Catalog version check failed', error: (e as Error).message });
    }
    return this.get(kind, id);
  }

  /** Every quiz of a kind, published or not (the admin console). */
  all(kind: QuizKind): CatalogEntry[] {
    return [...this.entries[kind].values()];
  }

  /** Published quizzes matching a learner filter, in learner order; kept in the derived cache until a write. */
  published(kind: QuizKind, filter: LearnerFilter): CatalogEntry[] {
    return this.derived(
      `published:${this.listKey(kind, filter)}`,
      () => {
        const active = activeFilter(filter);
        return [...this.entries[kind].values()]
          .filter((e) => e.summary.published && matchesFilter(e.listed, active))
          .sort((a, b) => learnerOrder(a.listed, b.listed));
      },
      (list) => 64 + list.length * 8,
    );
  }
}

function entryOf(s: QuizSummaryDoc): CatalogEntry {
  const id = s._id.toHexString();
  const { difficulty, subject, chapter, division, classs, createdAt } = s;
  return {
    id,
    summary: s,
    fragment: JSON.stringify(toListItem(s)).slice(0, -1),
    // Only what lists filter and sort on (not a second copy of the summary).
    listed: { _id: id, difficulty, subject, chapter, division, classs, createdAt },
  };
}
