import { FREE_CATEGORY } from '@exam/contracts';

/** What the learner lists sort and filter on. */
export interface ListedQuiz {
  _id: string;
  difficulty: string;
  subject: string;
  chapter: string;
  division: string;
  classs: string;
  createdAt: Date;
}

/** Spec section 7: free exploratory quizzes first, then the newest createdAt (then id, for a stable order). */
export function learnerOrder(a: ListedQuiz, b: ListedQuiz): number {
  const free = Number(b.difficulty === FREE_CATEGORY) - Number(a.difficulty === FREE_CATEGORY);
  if (free) return free;
  const newer = b.createdAt.getTime() - a.createdAt.getTime();
  if (newer) return newer;
  return a._id < b._id ? 1 : a._id > b._id ? -1 : 0;
}

export interface LearnerFilter {
  difficulty?: string;
  subject?: string;
  chapter?: string;
  division?: string;
  classs?: string;
}

/** 'All' and empty values mean no filter, as the learner app sends them. */
export function activeFilter(filter: LearnerFilter): LearnerFilter {
  const out: LearnerFilter = {};
  for (const key of ['difficulty', 'subject', 'chapter', 'division', 'classs'] as const) {
    const v = filter[key]?.trim();
    if (v && v !== 'All') out[key] = v;
  }
  return out;
}

export function matchesFilter(quiz: ListedQuiz, filter: LearnerFilter): boolean {
  return (Object.keys(filter) as Array<keyof LearnerFilter>).every((k) => quiz[k] === filter[k]);
}
