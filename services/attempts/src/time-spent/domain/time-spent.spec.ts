import { AttemptRuleError } from '../../shared/domain/rule-error';
import { MAX_SECONDS_PER_QUESTION, normalizeDurations } from './time-spent';

describe('time spent per question', () => {
  it('reads a list in question order', () =>
    expect(normalizeDurations([12, 40, 7], 5)).toEqual({
      perQuestion: [
        { questionIndex: 0, seconds: 12 },
        { questionIndex: 1, seconds: 40 },
        { questionIndex: 2, seconds: 7 },
      ],
      totalSeconds: 59,
    }));

  it('reads entries that name their question (a reattempt of a few questions)', () =>
    expect(
      normalizeDurations(
        [
          { questionIndex: 4, seconds: 30 },
          { questionIndex: 1, seconds: 5 },
        ],
        5,
      ).totalSeconds,
    ).toBe(35));

  it('caps each question at three hours', () =>
    expect(normalizeDurations([1e9, 10], 2)).toEqual({
      perQuestion: [
        { questionIndex: 0, seconds: MAX_SECONDS_PER_QUESTION },
        { questionIndex: 1, seconds: 10 },
      ],
      totalSeconds: 10_810,
    }));

  it.each([
    [[-1], 3, 'Time spent cannot be negative.'],
    [[1, 2, 3, 4], 3, 'There are more durations than the quiz has questions.'],
    [
      [
        { questionIndex: 1, seconds: 3 },
        { questionIndex: 1, seconds: 4 },
      ],
      3,
      'Each question may have at most one time entry.',
    ],
    [[{ questionIndex: 3, seconds: 1 }], 3, 'Each duration must name a question of this quiz.'],
    [['12'], 3, 'Each duration must be a number of seconds.'],
    [[{ questionIndex: 0, seconds: Infinity }], 3, 'Each duration must be a number of seconds.'],
    [[null], 3, 'Each duration must be a number of seconds.'],
  ])('refuses %j for a quiz of %i questions', (durations, count, message) => {
    expect(() => normalizeDurations(durations as unknown[], count)).toThrow(AttemptRuleError);
    expect(() => normalizeDurations(durations as unknown[], count)).toThrow(message);
  });

  it('accepts no entries at all', () =>
    expect(normalizeDurations([], 3)).toEqual({ perQuestion: [], totalSeconds: 0 }));
});
