import { describe, expect, it } from 'vitest';
import {
  applyResponse,
  clearedResponse,
  markResponse,
  paletteCounts,
  paletteState,
  saveResponse,
  withPending,
} from '../domain/palette';
import type { SavedResponse } from '../types';

const fresh = (): SavedResponse => ({ option: null, marked: false, visited: false, seconds: 0 });

describe('the NTA palette’s five states', () => {
  it('moves a question through Not Visited, Not Answered, Answered, Marked and Answered & Marked', () => {
    let q = fresh();
    expect(paletteState(q)).toBe('not-visited');
    q = applyResponse(q, 5); // opened, nothing saved
    expect(paletteState(q)).toBe('not-answered');
    q = applyResponse(q, 20, markResponse(null)); // Mark for Review & Next without a choice
    expect(paletteState(q)).toBe('marked');
    q = applyResponse(q, 30, markResponse(2)); // with a choice: evaluated
    expect(paletteState(q)).toBe('answered-marked');
    q = applyResponse(q, 40, saveResponse(2)); // Save & Next unmarks
    expect(paletteState(q)).toBe('answered');
    q = applyResponse(q, 45, clearedResponse());
    expect(paletteState(q)).toBe('not-answered');
    expect(q.seconds).toBe(45);
  });

  it('keeps a question unanswered when Save & Next is pressed with no choice', () => {
    expect(paletteState(applyResponse(fresh(), 3, saveResponse(null)))).toBe('not-answered');
  });

  it('counts each state for the legend', () => {
    const rs = [
      fresh(),
      applyResponse(fresh(), 1),
      applyResponse(fresh(), 1, saveResponse(0)),
      applyResponse(fresh(), 1, saveResponse(3)),
      applyResponse(fresh(), 1, markResponse(null)),
      applyResponse(fresh(), 1, markResponse(1)),
    ];
    expect(paletteCounts(rs)).toEqual({
      'not-visited': 1,
      'not-answered': 1,
      answered: 2,
      marked: 1,
      'answered-marked': 1,
    });
  });

  it('drops a confidence tag with the answer it belonged to', () => {
    const tagged = applyResponse(fresh(), 1, { option: 1, marked: false, confidence: 'guess' });
    expect(tagged.confidence).toBe('guess');
    expect(applyResponse(tagged, 2, clearedResponse()).confidence).toBeUndefined();
  });

  it('lays the saves not acknowledged yet over what the server has, in order', () => {
    const server = [fresh(), fresh()];
    const mine = withPending(server, [
      { question: 1, seconds: 4, response: saveResponse(2) },
      { question: 1, seconds: 9, response: markResponse(3) },
      { question: 7, seconds: 1 },
    ]);
    expect(mine[1]).toEqual({ option: 3, marked: true, visited: true, seconds: 9 });
    expect(mine[0]).toEqual(fresh());
  });
});
