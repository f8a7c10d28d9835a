import type { ResponseValue, SavedResponse } from '../types';

/** The five states of the NTA palette. */
export type PaletteState = 'not-visited' | 'not-answered' | 'answered' | 'marked' | 'answered-marked';

export const PALETTE_STATES: readonly PaletteState[] = [
  'not-visited',
  'not-answered',
  'answered',
  'marked',
  'answered-marked',
];

/** The legend's words, as on the NTA screen. */
export const PALETTE_LABELS: Record<PaletteState, string> = {
  'not-visited': 'Not Visited',
  'not-answered': 'Not Answered',
  answered: 'Answered',
  marked: 'Marked for Review',
  'answered-marked': 'Answered & Marked for Review',
};

export function paletteState(r: SavedResponse): PaletteState {
  if (!r.visited) return 'not-visited';
  if (r.option !== null) return r.marked ? 'answered-marked' : 'answered';
  return r.marked ? 'marked' : 'not-answered';
}

export function paletteCounts(responses: readonly SavedResponse[]): Record<PaletteState, number> {
  const counts = Object.fromEntries(PALETTE_STATES.map((s) => [s, 0])) as Record<PaletteState, number>;
  for (const r of responses) counts[paletteState(r)]++;
  return counts;
}

/** 'Save & Next': the chosen option becomes the response (no choice: the question stays unanswered). */
export const saveResponse = (choice: number | null): ResponseValue => ({ option: choice, marked: false });
/** 'Mark for Review & Next': the chosen option, if any, is saved and flagged; an answered one is evaluated. */
export const markResponse = (choice: number | null): ResponseValue => ({ option: choice, marked: true });
/** 'Clear Response': no option, no flag. */
export const clearedResponse = (): ResponseValue => ({ option: null, marked: false });

/** A response or a visit applied to a question's state, as the server applies a save. */
export function applyResponse(r: SavedResponse, seconds: number, value?: ResponseValue): SavedResponse {
  const next: SavedResponse = { ...r, visited: true, seconds: Math.max(r.seconds, seconds) };
  if (!value) return next;
  next.option = value.option;
  next.marked = value.marked;
  if (value.confidence && value.option !== null) next.confidence = value.confidence;
  else delete next.confidence;
  return next;
}

/** Saves not acknowledged yet, in the order made, over what the server has. */
export function withPending(
  responses: readonly SavedResponse[],
  pending: ReadonlyArray<{ question: number; seconds: number; response?: ResponseValue }>,
): SavedResponse[] {
  const next = [...responses];
  for (const p of pending)
    if (next[p.question]) next[p.question] = applyResponse(next[p.question], p.seconds, p.response);
  return next;
}
