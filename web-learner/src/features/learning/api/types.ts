import type { ApiSchema } from '@exam/web-theme/src/api';

/** One question of My Mistakes (or of a practice session); its text comes from the quiz. */
export type NotebookEntry = ApiSchema<'NotebookEntry'>;

/** A practice question: from the notebook, or ('Practise these') from a recent quiz of the chapters chosen. */
export type PracticeEntry = ApiSchema<'PracticeEntry'>;

export type Bookmark = ApiSchema<'Bookmark'>;

export interface SubjectChapter {
  subject?: string;
  chapter?: string;
}
