import type { AttemptResult, QuestionStatus } from '@/types/quiz';
import type { QuizLang } from '../domain/quiz-text';

/** A quiz in progress, as kept on the device after every answer and every few seconds of the timer. */
export interface SavedProgress {
  /** `${userId}:${quizId}` */
  key: string;
  userId: string;
  quizId: string;
  attemptId: string;
  statuses: QuestionStatus[];
  firstChoices: (number | null)[];
  durations: number[];
  current: number;
  lang: QuizLang;
  /** Confidence tags per question (issue 32); absent in progress saved before. */
  confidence?: ('sure' | 'fifty' | 'guess' | null)[];
  startedAt: string;
  updatedAt: string;
}

export type SubmissionState = 'pending' | 'saved' | 'failed';

/** A submission waiting for (or answered by) the server; sent again with the same attemptId until acknowledged. */
export interface Submission {
  attemptId: string;
  userId: string;
  quizId: string;
  kind: 'quiz' | 'kyebye';
  completeBody: Record<string, unknown>;
  timeSpentBody: Record<string, unknown>;
  state: SubmissionState;
  timeSpentStored: boolean;
  result?: AttemptResult;
  error?: string;
  createdAt: string;
}

/** Where progress and submissions live: IndexedDB through Dexie, or localStorage where IndexedDB is refused. */
export interface PlayerStore {
  getProgress(key: string): Promise<SavedProgress | undefined>;
  putProgress(p: SavedProgress): Promise<void>;
  deleteProgress(key: string): Promise<void>;
  getSubmission(attemptId: string): Promise<Submission | undefined>;
  putSubmission(s: Submission): Promise<void>;
  submissions(userId: string): Promise<Submission[]>;
}

export const progressKey = (userId: string, quizId: string) => `${userId}:${quizId}`;

/** Private browsing (and jsdom) may refuse IndexedDB: keep going in localStorage, which survives a reload too. */
function localStore(): PlayerStore {
  const read = <T>(k: string): T | undefined => {
    try {
      const raw = window.localStorage.getItem(k);
      return raw ? (JSON.parse(raw) as T) : undefined;
    } catch {
      return undefined;
    }
  };
  const write = (k: string, v: unknown) => {
    try {
      window.localStorage.setItem(k, JSON.stringify(v));
    } catch {
      // Quota or refusal: the attempt still runs from memory.
    }
  };
  const P = 'player.progress.';
  const S = 'player.submission.';
  return {
    getProgress: async (key) => read<SavedProgress>(P + key),
    putProgress: async (p) => write(P + p.key, p),
    deleteProgress: async (key) => window.localStorage.removeItem(P + key),
    getSubmission: async (id) => read<Submission>(S + id),
    putSubmission: async (s) => write(S + s.attemptId, s),
    submissions: async (userId) =>
      Object.keys(window.localStorage)
        .filter((k) => k.startsWith(S))
        .map((k) => read<Submission>(k))
        .filter((s): s is Submission => !!s && s.userId === userId),
  };
}

async function dexieStore(): Promise<PlayerStore> {
  const { Dexie } = await import('dexie');
  const db = new Dexie('exam-player') as InstanceType<typeof Dexie> & {
    progress: import('dexie').Table<SavedProgress, string>;
    submissions: import('dexie').Table<Submission, string>;
  };
  db.version(1).stores({ progress: 'key', submissions: 'attemptId, userId' });
  await db.open();
  // Ask the browser not to evict the attempts under storage pressure (best effort).
  void navigator.storage?.persist?.().catch(() => undefined);
  return {
    getProgress: (key) => db.progress.get(key),
    putProgress: async (p) => void (await db.progress.put(p)),
    deleteProgress: (key) => db.progress.delete(key),
    getSubmission: (id) => db.submissions.get(id),
    putSubmission: async (s) => void (await db.submissions.put(s)),
    submissions: (userId) => db.submissions.where('userId').equals(userId).toArray(),
  };
}

let store: Promise<PlayerStore> | null = null;

/** The one store of this tab: Dexie when IndexedDB opens, else localStorage. */
export function playerStore(): Promise<PlayerStore> {
  store ??= (
    typeof indexedDB === 'undefined' ? Promise.reject(new Error('no IndexedDB')) : dexieStore()
  ).catch(() => localStore());
  return store;
}

/** Tests start from an empty store. */
export function resetPlayerStoreForTests(): void {
  store = null;
}
