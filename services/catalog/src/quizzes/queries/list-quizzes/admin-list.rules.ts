import { escapeRegex } from '@exam/common';
import { indiaMonth } from '../../../shared/domain/india-dates';
import type { CatalogEntry } from '../../quiz-catalog';

export const ADMIN_SORTABLE = [
  'createdAt',
  'updatedAt',
  'name',
  'subject',
  'division',
  'difficulty',
  'chapter',
  'questionsLength',
  'published',
  'hindiGaps',
];

/** The console's filters, over the in-memory summaries: division, subject, chapter, category, month, text, Hindi gaps. */
export function filterAdminRows(rows: CatalogEntry[], filter: Record<string, unknown>): CatalogEntry[] {
  const exact = (['division', 'subject', 'chapter', 'difficulty', 'classs'] as const).filter(
    (k) => typeof filter[k] === 'string' && filter[k] !== '' && filter[k] !== 'All',
  );
  const category = typeof filter.category === 'string' && filter.category !== 'All' ? filter.category : null;
  const month = typeof filter.month === 'string' && /^\d{4}-\d{2}$/.test(filter.month) ? filter.month : null;
  const published = typeof filter.published === 'boolean' ? filter.published : null;
  const hindiMissing = filter.hindiMissing === true;
  const q =
    typeof filter.q === 'string' && filter.q.trim() ? new RegExp(escapeRegex(filter.q.trim()), 'i') : null;
  return rows.filter(
    ({ summary: s }) =>
      exact.every((k) => s[k] === filter[k]) &&
      (!category || s.difficulty === category) &&
      (!month || indiaMonth(s.createdAt) === month) &&
      (published === null || s.published === published) &&
      (!hindiMissing || (s.hindiGaps ?? 0) > 0) &&
      (!q || q.test(s.name) || q.test(s.description) || q.test(s.chapter)),
  );
}

export function sortAdminRows(rows: CatalogEntry[], sort: Record<string, 1 | -1>): CatalogEntry[] {
  const [field, dir] = Object.entries(sort)[0];
  const value = (e: CatalogEntry) => (e.summary as unknown as Record<string, unknown>)[field];
  return [...rows].sort((a, b) => {
    const x = value(a) as string | number | Date | boolean;
    const y = value(b) as string | number | Date | boolean;
    const c = x < y ? -1 : x > y ? 1 : 0;
    return (c || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) * dir;
  });
}
