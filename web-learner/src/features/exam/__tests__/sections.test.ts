import { describe, expect, it } from 'vitest';
import { openTimedTab, sectionLock, sectionSummaries, tabOf, tabsOf } from '../domain/sections';
import type { SavedResponse, SectionWindow } from '../types';

const timed: SectionWindow[] = [
  { name: 'Quant', from: 1, to: 2, opensAt: '2026-05-03T04:30:00Z', closesAt: '2026-05-03T05:10:00Z' },
  { name: 'Verbal', from: 3, to: 4, opensAt: '2026-05-03T05:10:00Z', closesAt: '2026-05-03T05:50:00Z' },
];
const at = (iso: string) => Date.parse(iso);

describe('sections as tabs, and timed sections locking', () => {
  it('makes the whole paper one tab when there are no sections', () => {
    expect(tabsOf([], 25)).toEqual([
      { name: 'All questions', from: 1, to: 25, opensAt: null, closesAt: null },
    ]);
    expect(tabOf(timed, 2)).toBe(1);
  });

  it('opens each timed section in its own time only, by the server’s clock', () => {
    expect(sectionLock(timed[0], at('2026-05-03T05:09:59Z'))).toBe('open');
    expect(sectionLock(timed[1], at('2026-05-03T05:09:59Z'))).toBe('not-open');
    expect(sectionLock(timed[0], at('2026-05-03T05:10:00Z'))).toBe('closed');
    expect(openTimedTab(timed, at('2026-05-03T05:10:00Z'))).toBe(1);
    expect(openTimedTab(timed, at('2026-05-03T06:00:00Z'))).toBe(-1);
    expect(openTimedTab(tabsOf([], 4), at('2026-05-03T06:00:00Z'))).toBe(-1);
  });

  it('sums up each section for Submit', () => {
    const r = (option: number | null, marked = false, visited = true): SavedResponse => ({
      option,
      marked,
      visited,
      seconds: 1,
    });
    const [quant, verbal] = sectionSummaries(timed, [r(1), r(null, true), r(null), r(null, false, false)]);
    expect(quant).toEqual({
      name: 'Quant',
      counts: { 'not-visited': 0, 'not-answered': 0, answered: 1, marked: 1, 'answered-marked': 0 },
    });
    expect(verbal.counts).toMatchObject({ 'not-answered': 1, 'not-visited': 1 });
  });
});
