import { indiaMonth } from '../../shared/domain/india-dates';

/** What a page of the quiz list needs from each quiz (beside the learner filter already applied). */
export interface PageableQuiz {
  name: string;
  description: string;
  subject: string;
  chapter: string;
  createdAt: Date;
}

export interface PageRequest {
  /** Words the name, description, subject or chapter must contain (case-insensitive); empty means all. */
  search?: string;
  /** yyyy-mm in India's time; 'All' or empty means every month. */
  month?: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** Spec section 9: 8 quiz cards a page; a caller may ask for up to 50. */
export const QUIZ_PAGE_SIZE = 8;
export const MAX_QUIZ_PAGE_SIZE = 50;

const words = (search: string | undefined): string[] =>
  (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/**
 * One page of an already filtered and ordered list: search and month narrow it, then the page is cut.
 * A page past the end answers the last page, so a list that shrank under the learner still shows cards.
 */
export function pageOf<T>(
  ordered: readonly T[],
  req: PageRequest,
  facts: (item: T) => PageableQuiz = (item) => item as unknown as PageableQuiz,
): Page<T> {
  const terms = words(req.search);
  const month = req.month && req.month !== 'All' ? req.month : '';
  const matching =
    terms.length || month
      ? ordered.filter((item) => {
          const q = facts(item);
          if (month && indiaMonth(q.createdAt) !== month) return false;
          if (!terms.length) return true;
          const text = `${q.name} ${q.description} ${q.subject} ${q.chapter}`.toLowerCase();
          return terms.every((t) => text.includes(t));
        })
      : ordered;
  const pageSize = Math.min(Math.max(1, Math.floor(req.pageSize)), MAX_QUIZ_PAGE_SIZE);
  const totalPages = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(Math.max(1, Math.floor(req.page)), totalPages);
  const start = (page - 1) * pageSize;
  return {
    items: matching.slice(start, start + pageSize),
    total: matching.length,
    page,
    pageSize,
    totalPages,
  };
}
