import type { QuizLang } from '@/lib/quiz-content';
import type { QuizDetail } from '@/types/quiz';
import type { ExamSession, SaveItem } from '../types';

/** A question's language on the exam screen: English, Hindi, or Both side by side (issue 33). */
export type Lang = QuizLang;

/** An exam in progress as this device keeps it: the server's last word and where the learner is. */
export interface LocalExam {
  /** `${userId}:${quizId}` */
  key: string;
  session: ExamSession;
  /** The server's clock less this device's, from the best sample so far. */
  offsetMs: number;
  /** This device's last save number. */
  seq: number;
  current: number;
  defaultLang: Lang;
  /** Questions the learner switched to another language. */
  langs: Record<number, Lang>;
  /** The paper, so a reload without a connection can go on. */
  paper: QuizDetail;
  updatedAt: string;
}

/** A save made on this device and not acknowledged by the server yet. */
export interface PendingSave {
  key: string;
  seq: number;
  quizId: string;
  item: SaveItem;
}

export interface ExamStore {
  getExam(key: string): Promise<LocalExam | undefined>;
  putExam(exam: LocalExam): Promise<void>;
  deleteExam(key: string): Promise<void>;
  pending(key: string): Promise<PendingSave[]>;
  addPending(save: PendingSave): Promise<void>;
  /** Drops the saves of `key` numbered up to `seq` (acknowledged, or refused for good). */
  dropPending(key: string, upToSeq: number): Promise<void>;
}

function localStore(): ExamStore {
  const read = <T>(k: string, fallback: T): T => {
    try {
      const raw = window.localStorage.getItem(k);
      return raw ? (JSON.parse(raw) as T) : fallback;
    } catch {
      return fallback;
    }
  };
  const write = (k: string, v: unknown) => {
    try {
      window.localStorage.setItem(k, JSON.stringify(v));
    } catch {
      // Quota or refusal: the exam still runs from memory and the server.
    }
  };
  const E = 'exam.session.';
  const P = 'exam.pending.';
  return {
    getExam: async (key) => read<LocalExam | undefined>(E + key, undefined),
    putExam: async (exam) => write(E + exam.key, exam),
    deleteExam: async (key) => window.localStorage.removeItem(E + key),
    pending: async (key) => read<PendingSave[]>(P + key, []),
    addPending: async (save) => write(P + save.key, [...read<PendingSave[]>(P + save.key, []), save]),
    dropPending: async (key, upTo) =>
      write(
        P + key,
        read<PendingSave[]>(P + key, []).filter((s) => s.seq > upTo),
      ),
  };
}

async function dexieStore(): Promise<ExamStore> {
  const { Dexie } = await import('dexie');
  const db = new Dexie('exam-mode') as InstanceType<typeof Dexie> & {
    exams: import('dexie').Table<LocalExam, string>;
    pending: import('dexie').Table<PendingSave, [string, number]>;
  };
  db.version(1).stores({ exams: 'key', pending: '[key+seq], key' });
  await db.open();
  void navigator.storage?.persist?.().catch(() => undefined);
  return {
    getExam: (key) => db.exams.get(key),
    putExam: async (exam) => void (await db.exams.put(exam)),
    deleteExam: (key) => db.exams.delete(key),
    pending: (key) => db.pending.where('[key+seq]').between([key, 0], [key, Infinity]).toArray(),
    addPending: async (save) => void (await db.pending.put(save)),
    dropPending: async (key, upTo) =>
      void (await db.pending.where('[key+seq]').between([key, 0], [key, upTo], true, true).delete()),
  };
}

let store: Promise<ExamStore> | null = null;

/** IndexedDB through Dexie; localStorage where IndexedDB is refused (private browsing, jsdom). */
export function examStore(): Promise<ExamStore> {
  store ??= (
    typeof indexedDB === 'undefined' ? Promise.reject(new Error('no IndexedDB')) : dexieStore()
  ).catch(() => localStore());
  return store;
}

export function resetExamStoreForTests(): void {
  store = null;
}

export const examKey = (userId: string, quizId: string) => `${userId}:${quizId}`;
