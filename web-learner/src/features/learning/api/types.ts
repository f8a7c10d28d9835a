import type { ConfidenceTag } from '@/components/learning/confidence';

/** One question of My Mistakes (or of a practice session); its text comes from the quiz. */
export interface NotebookEntry {
  quizId: string;
  kind: 'quiz' | 'kyebye';
  quizName: string;
  subject: string;
  chapter: string;
  index: number;
  option: number | null;
  confidence: ConfidenceTag | null;
  reason: 'wrong' | 'guess' | 'added';
  source: 'quiz' | 'exam' | 'added';
  addedAt: string;
  due: string;
  dueToday: boolean;
  reviews: number;
}

/** A practice question: from the notebook, or ('Practise these') from a recent quiz of the chapters chosen. */
export type PracticeEntry = Pick<
  NotebookEntry,
  'quizId' | 'kind' | 'quizName' | 'subject' | 'chapter' | 'index'
> & {
  inNotebook: boolean;
};

export interface Bookmark {
  quizId: string;
  index: number;
  kind: 'quiz' | 'kyebye';
  quizName: string;
  subject: string;
  chapter: string;
  addedAt: number;
}

export interface SubjectChapter {
  subject?: string;
  chapter?: string;
}
