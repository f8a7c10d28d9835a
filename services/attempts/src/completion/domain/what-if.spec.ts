import type { Confidence } from '../../shared/domain/confidence';
import type { QuestionStatus } from '../../shared/domain/scoring';
import { whatIf } from './what-if';

const repeat = <T>(n: number, v: T): T[] => Array<T>(n).fill(v);

describe('the negative-marking what-if', () => {
  it("with the spec's marking (1 mark, nothing off): guesses only ever gain", () => {
    // 6 right (2 of them guesses), 3 wrong (1 guess, 1 fifty-fifty), 1 unanswered.
    const statuses: QuestionStatus[] = [1, 1, 1, 1, 1, 1, 0, 0, 0, -1];
    const tags: Array<Confidence | null> = [
      'sure',
      'sure',
      'guess',
      'guess',
      'fifty',
      null,
      'guess',
      'fifty',
      'sure',
      null,
    ];
    const w = whatIf(statuses, tags, { marksPerCorrect: 1, negativeMarks: 0 });
    expect(w.actual).toBe(6);
    expect(w.underPenalty).toEqual({ none: 6, quarter: 5.25, third: 5, half: 4.5 });
    expect(w.skippingGuesses).toBe(4);
    expect(w.guessingGain).toBe(2);
    expect(w.skippingFifties).toBe(5);
    expect(w.fiftyGain).toBe(1);
    expect(w.guesses).toBe(3);
    expect(w.fifties).toBe(2);
  });

  it('with −1/3 on a 100-question paper: 40 guesses at chance lose marks', () => {
    // 50 sure answers (45 right), 40 guesses (10 right: one in four), 10 unanswered; 2 marks, 2/3 off.
    const statuses: QuestionStatus[] = [
      ...repeat<QuestionStatus>(45, 1),
      ...repeat<QuestionStatus>(5, 0),
      ...repeat<QuestionStatus>(10, 1),
      ...repeat<QuestionStatus>(30, 0),
      ...repeat<QuestionStatus>(10, -1),
    ];
    const tags: Array<Confidence | null> = [
      ...repeat<Confidence>(50, 'sure'),
      ...repeat<Confidence>(40, 'guess'),
      ...repeat(10, null),
    ];
    const w = whatIf(statuses, tags, { marksPerCorrect: 2, negativeMarks: 2 / 3 });
    // 55 right, 35 wrong: 110 − 35 × 2/3 = 86.6667.
    expect(w.actual).toBe(86.6667);
    expect(w.underPenalty.none).toBe(110);
    expect(w.underPenalty.third).toBe(86.6667);
    expect(w.underPenalty.quarter).toBe(92.5);
    expect(w.underPenalty.half).toBe(75);
    // Without the guesses: 45 right, 5 wrong = 90 − 3.3333.
    expect(w.skippingGuesses).toBe(86.6667);
    expect(w.guessingGain).toBe(0);
  });

  it('says a losing guess is a loss: −1/3 of 1 mark, 1 guessed right and 5 guessed wrong', () => {
    const statuses: QuestionStatus[] = [1, 1, 0, 0, 0, 0, 0];
    const tags: Array<Confidence | null> = ['sure', 'guess', 'guess', 'guess', 'guess', 'guess', null];
    const w = whatIf(statuses, tags, { marksPerCorrect: 1, negativeMarks: 1 / 3 });
    expect(w.actual).toBe(0.3333);
    expect(w.skippingGuesses).toBe(0.6667);
    expect(w.guessingGain).toBe(-0.3333);
  });

  it('with no tags, skipping guesses changes nothing', () => {
    const w = whatIf([1, 0, -1], [null, null, null], { marksPerCorrect: 1, negativeMarks: 0.25 });
    expect(w.skippingGuesses).toBe(w.actual);
    expect(w.guessingGain).toBe(0);
  });
});
