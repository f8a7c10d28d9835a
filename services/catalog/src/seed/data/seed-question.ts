/**
 * A demo question in short form: q/qh the question in English/Hindi, o/oh the options, a the index of the
 * correct option, e/eh the explanation. Questions without Hindi exercise the learner app's fallbacks.
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
