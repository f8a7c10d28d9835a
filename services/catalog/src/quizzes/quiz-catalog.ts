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
} from '../domain/learner-lists';
import { SUMMARY_COLLECTION, type QuizKind, type QuizSummaryDoc } from './persistence/quiz.schema';
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
const ANSWER_CACHE_SIZE = 500;

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
  private readonly lists = new Map<string, CatalogEntry[]>();
  /** Answers built from the lists (e.g. a visitor list's serialized body), dropped with the lists. */
  private readonly answers = new Map<string, unknown>();
  private timer?: NodeJS.Timeout;
  private reloading?: Promise<void>;

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
    try {
      const doc = await this.versions().findOne({ _id: VERSION_ID });
      if ((doc?.v ?? 0) !== this.version) await this.reload();
    } catch (e) {
      this.logger.warn({ msg: 'Catalog version check failed; will retry', error: (e as Error).message });
    }
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
    const doc = await this.versions().findOneAndUpdate(
      { _id: VERSION_ID },
      { $inc: { v: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    const v = doc?.v ?? 0;
    // Someone else wrote in between: memory may lack their change, so reload.
    if (v === this.version + 1) this.version = v;
    else await this.reload();
  }

  private forgetLists(): void {
    this.lists.clear();
    this.answers.clear();
  }

  /**
   * A value derived from the published lists only (the same for every caller), built once and kept until the
   * next quiz write or reload; the oldest is dropped beyond ANSWER_CACHE_SIZE (the filters come from clients).
   */
  derived<T>(key: string, make: () => T): T {
    if (this.answers.has(key)) return this.answers.get(key) as T;
    const value = make();
    this.answers.set(key, value);
    if (this.answers.size > ANSWER_CACHE_SIZE) this.answers.delete(this.answers.keys().next().value!);
    return value;
  }

  /** The key of a learner list: its kind and the filters that narrow it, normalized. */
  listKey(kind: QuizKind, filter: LearnerFilter): string {
    return `${kind}|${JSON.stringify(activeFilter(filter))}`;
  }

  get(kind: QuizKind, id: string): CatalogEntry | undefined {
    return this.entries[kind].get(id);
  }

  /** Every quiz of a kind, published or not (the admin console). */
  all(kind: QuizKind): CatalogEntry[] {
    return [...this.entries[kind].values()];
  }

  /** Published quizzes matching a learner filter, in learner order; memoized per filter until a write. */
  published(kind: QuizKind, filter: LearnerFilter): CatalogEntry[] {
    const active = activeFilter(filter);
    const key = this.listKey(kind, filter);
    let list = this.lists.get(key);
    if (!list) {
      list = [...this.entries[kind].values()]
        .filter((e) => e.summary.published && matchesFilter(e.listed, active))
        .sort((a, b) => learnerOrder(a.listed, b.listed));
      this.lists.set(key, list);
    }
    return list;
  }
}

function entryOf(s: QuizSummaryDoc): CatalogEntry {
  const id = s._id.toHexString();
  return {
    id,
    summary: s,
    fragment: JSON.stringify(toListItem(s)).slice(0, -1),
    listed: { ...s, _id: id },
  };
}
