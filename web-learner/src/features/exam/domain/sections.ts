import type { SavedResponse, SectionWindow } from '../types';
import { paletteState, type PaletteState } from './palette';

/** The tabs: the exam's sections, or the whole paper as one. */
export function tabsOf(sections: readonly SectionWindow[], questionCount: number): SectionWindow[] {
  return sections.length
    ? [...sections]
    : [{ name: 'All questions', from: 1, to: questionCount, opensAt: null, closesAt: null }];
}

/** The tab holding a question (0-based). */
export function tabOf(tabs: readonly SectionWindow[], question: number): number {
  return Math.max(
    0,
    tabs.findIndex((t) => question + 1 >= t.from && question + 1 <= t.to),
  );
}

export type SectionLock = 'open' | 'closed' | 'not-open';

/** A timed section is open only in its own time; an untimed one for the whole exam. */
export function sectionLock(tab: SectionWindow, serverNowMs: number): SectionLock {
  if (!tab.opensAt || !tab.closesAt) return 'open';
  if (serverNowMs < Date.parse(tab.opensAt)) return 'not-open';
  return serverNowMs >= Date.parse(tab.closesAt) ? 'closed' : 'open';
}

/** The tab open now when sections are timed (the one to be on), or -1 when none is. */
export function openTimedTab(tabs: readonly SectionWindow[], serverNowMs: number): number {
  if (!tabs.some((t) => t.opensAt)) return -1;
  return tabs.findIndex((t) => sectionLock(t, serverNowMs) === 'open');
}

export interface SectionSummary {
  name: string;
  counts: Record<PaletteState, number>;
}

/** Submit's summary: per section, how many questions are in each palette state. */
export function sectionSummaries(
  tabs: readonly SectionWindow[],
  responses: readonly SavedResponse[],
): SectionSummary[] {
  return tabs.map((t) => {
    const counts: Record<PaletteState, number> = {
      'not-visited': 0,
      'not-answered': 0,
      answered: 0,
      marked: 0,
      'answered-marked': 0,
    };
    for (const r of responses.slice(t.from - 1, t.to)) counts[paletteState(r)]++;
    return { name: t.name, counts };
  });
}
