import { describe, expect, it } from 'vitest';
import type { QuestionResult } from '../types';
import { readResults, resultHeadline, summarize } from '../utils/result-summary';

const results = (correct: number, wrong: number, total: number): QuestionResult[] => [
  ...Array<QuestionResult>(correct).fill(1),
  ...Array<QuestionResult>(wrong).fill(0),
  ...Array<QuestionResult>(total - correct - wrong).fill(-1),
];

describe('demo result headline (spec 2.12, bands 90 / 75 / 60)', () => {
  it.each([
    [100, 'Excellent Performance!'],
    [90, 'Excellent Performance!'],
    [89.99, 'Great Job!'],
    [75, 'Great Job!'],
    [74.99, 'Good Effort!'],
    [60, 'Good Effort!'],
    [59.99, 'Keep Practicing!'],
    [0, 'Keep Practicing!'],
  ])('%s%% reads %s', (percent, headline) => {
    expect(resultHeadline(percent)).toBe(headline);
  });
});

describe('summarize', () => {
  it('counts the tiles and shows the percent with two decimals', () => {
    expect(summarize(results(2, 1, 3))).toEqual({
      total: 3,
      correct: 2,
      incorrect: 1,
      unattempted: 0,
      percent: '66.67',
      headline: 'Good Effort!',
    });
    expect(summarize(results(9, 0, 10))).toMatchObject({
      percent: '90.00',
      headline: 'Excellent Performance!',
    });
    expect(summarize(results(3, 1, 4))).toMatchObject({ percent: '75.00', headline: 'Great Job!' });
    expect(summarize(results(0, 0, 5))).toMatchObject({ unattempted: 5, percent: '0.00' });
  });
});

describe('readResults (the navigation state of /demoresult)', () => {
  it('accepts the per-question result array, bare or wrapped', () => {
    expect(readResults([1, 0, -1])).toEqual([1, 0, -1]);
    expect(readResults({ results: [1] })).toEqual([1]);
  });
  it('rejects anything else', () => {
    expect(readResults(null)).toBeNull();
    expect(readResults([])).toBeNull();
    expect(readResults([1, 2])).toBeNull();
    expect(readResults('1,0')).toBeNull();
  });
});
