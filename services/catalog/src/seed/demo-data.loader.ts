import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A demo question in short form: q/qh the question in English/Hindi, o/oh the options, a the index of the
 * correct option, e/eh the explanation. Every question of a bilingual quiz has its Hindi (the console counts
 * a question without it as a Hindi gap); Kye Bye quizzes take only the English (spec section 6).
 */
export interface SeedQuestion {
  q: string;
  qh?: string;
  o: string[];
  oh?: string[];
  a: number;
  e: string;
  eh?: string;
}

export type QuestionBank = Record<string, SeedQuestion[]>;

/**
 * The demo catalogue: which questions each quiz draws from the banks and when it was published. Quizzes are
 * composed from topic banks as exam-preparation products compose sets and mock tests; `offset` rotates a
 * bank so two quizzes on one topic start at different questions.
 */
export interface DemoQuiz {
  slug: string;
  name: string;
  description: string;
  division: string;
  subject: string;
  chapter?: string;
  free?: boolean;
  /** Published this many days ago (spread over the last 12 months; some inside the 7-day window). */
  daysAgo: number;
  sets: string[];
  take: number;
  offset?: number;
  /** Take this many from each set in turn (a mock test's sections), rather than from the sets joined. */
  perSet?: number;
  /** Marks per right answer and taken off per wrong one (defaults 1 and 0). */
  marksPerCorrect?: number;
  negativeMarks?: number;
  /** An exam's own duration and sections (Mock Tests are exams: issue 31). */
  durationMinutes?: number;
  sections?: Array<{ name: string; from: number; to: number; minutes?: number }>;
  kind?: 'kyebye';
  /** A cover image, generated at seed time. */
  cover?: boolean;
  /** A notes PDF, rendered to page images at seed time. */
  notes?: boolean;
}

/** NCERT chapters (Class XI) for the subject 'NCERT - AEP' of Abhyudaya, in book order. */
export type DemoChapters = Array<{ book: string; chapters: string[] }>;

export interface DemoData {
  /** Every question set by name. */
  bank: QuestionBank;
  quizzes: DemoQuiz[];
  chapters: DemoChapters;
}

/** The topic banks, merged in this order into one bank of named question sets. */
const BANK_FILES = ['bank-polity-economy.json', 'bank-history-geography.json', 'bank-science-current.json'];

/**
 * Where the JSON data files are: beside this file in the sources (tests, tsx), or where the build copies
 * them (nest-cli.json `assets`: `seed/data/` beside the bundle, in dist/services/<app>/ and in the image).
 */
export function demoDataDir(): string {
  const candidates = [join(__dirname, 'data'), join(__dirname, 'seed', 'data')];
  const found = candidates.find((dir) => existsSync(join(dir, 'demo-quizzes.json')));
  if (!found) throw new Error(`Demo data files not found in ${candidates.join(' or ')}`);
  return found;
}

/** Reads the demo catalogue's data files (at seeding: nothing of it is held once seeded). */
export function loadDemoData(dir = demoDataDir()): DemoData {
  const read = <T>(file: string): T => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
  const bank: QuestionBank = Object.assign({}, ...BANK_FILES.map((f) => read<QuestionBank>(f)));
  return {
    bank,
    quizzes: read<DemoQuiz[]>('demo-quizzes.json'),
    chapters: read<DemoChapters>('demo-chapters.json'),
  };
}
