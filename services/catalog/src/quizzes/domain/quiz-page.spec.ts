import { pageOf, type PageableQuiz } from './quiz-page';

const quiz = (i: number, over: Partial<PageableQuiz> = {}): PageableQuiz => ({
  name: `Quiz ${i}`,
  description: 'Daily practice',
  subject: 'Current Affairs',
  chapter: '',
  createdAt: new Date('2026-03-15T06:00:00Z'),
  ...over,
});

describe('pageOf (the paged quiz list)', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => quiz(i + 1));

  it('cuts 8 a page and counts the pages', () => {
    const p = pageOf(twenty, { page: 3, pageSize: 8 });
    expect(p.items.map((q) => q.name)).toEqual(['Quiz 17', 'Quiz 18', 'Quiz 19', 'Quiz 20']);
    expect(p).toMatchObject({ total: 20, page: 3, pageSize: 8, totalPages: 3 });
  });

  it('answers the last page for a page past the end, and page 1 for nonsense', () => {
    expect(pageOf(twenty, { page: 9, pageSize: 8 }).page).toBe(3);
    expect(pageOf(twenty, { page: -4, pageSize: 8 }).page).toBe(1);
  });

  it('caps the page size at 50', () => {
    expect(pageOf(twenty, { page: 1, pageSize: 500 }).pageSize).toBe(50);
  });

  it('searches name, description, subject and chapter, every word, ignoring case', () => {
    const list = [
      quiz(1, { name: 'RBI and Monetary Policy' }),
      quiz(2, { name: 'India in Space', chapter: 'ISRO missions' }),
      quiz(3, { name: 'Polity basics', description: 'The RBI governor and Parliament' }),
    ];
    expect(pageOf(list, { search: 'rbi', page: 1, pageSize: 8 }).items.map((q) => q.name)).toEqual([
      'RBI and Monetary Policy',
      'Polity basics',
    ]);
    expect(pageOf(list, { search: 'isro  space', page: 1, pageSize: 8 }).total).toBe(1);
    expect(pageOf(list, { search: 'rbi parliament', page: 1, pageSize: 8 }).total).toBe(1);
  });

  it("keeps the month in India's time (a quiz made at 20:00 UTC on 31 March is April's)", () => {
    const list = [
      quiz(1, { createdAt: new Date('2026-03-31T20:00:00Z') }),
      quiz(2, { createdAt: new Date('2026-03-31T10:00:00Z') }),
    ];
    expect(pageOf(list, { month: '2026-04', page: 1, pageSize: 8 }).items.map((q) => q.name)).toEqual([
      'Quiz 1',
    ]);
    expect(pageOf(list, { month: 'All', page: 1, pageSize: 8 }).total).toBe(2);
  });

  it('answers one empty page when nothing matches', () => {
    expect(pageOf(twenty, { search: 'zzz', page: 2, pageSize: 8 })).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 8,
      totalPages: 1,
    });
  });
});
