import { AttemptRuleError } from './rule-error';
import { questionStatus, roundScore, scoreAttempt } from './scoring';

const key = (answerKey: number[], marksPerCorrect = 1, negativeMarks = 0) => ({
  answerKey,
  marksPerCorrect,
  negativeMarks,
});

describe('question status (spec section 3: 1 correct, 0 wrong, -1 unattempted)', () => {
  it('is -1 while nothing was chosen', () => {
    expect(questionStatus(null, 2)).toBe(-1);
    expect(questionStatus(undefined, 2)).toBe(-1);
  });
  it('is 1 when the first chosen option is the correct one, 0 otherwise', () => {
    expect(questionStatus(2, 2)).toBe(1);
    expect(questionStatus(0, 2)).toBe(0);
  });
  it('counts option 0 as a choice, not as unanswered', () => expect(questionStatus(0, 0)).toBe(1));
});

describe('scoring', () => {
  it('scores without negative marks: 7 right, 2 wrong, 1 unanswered of 10 at 1 mark', () => {
    const { result, statuses } = scoreAttempt(
      [0, 1, 2, 3, 0, 1, 2, 0, 0, null],
      key([0, 1, 2, 3, 0, 1, 2, 3, 3, 1]),
    );
    expect(result).toEqual({
      totalQuestions: 10,
      attemptedQuestions: 9,
      correctAnswers: 7,
      wrongAnswers: 2,
      score: 7,
    });
    expect(statuses).toEqual([1, 1, 1, 1, 1, 1, 1, 0, 0, -1]);
  });

  it('scores with negative marks: 2 per right answer, 0.66 off per wrong one (UPSC prelims style)', () => {
    const { result } = scoreAttempt([1, 1, 1, 0, null], key([1, 1, 0, 1, 2], 2, 0.66));
    expect(result).toMatchObject({ correctAnswers: 2, wrongAnswers: 2, attemptedQuestions: 4 });
    expect(result.score).toBe(2.68);
  });

  it('gives one score for one outcome with a third of a mark off, so ties compare equal', () => {
    const a = scoreAttempt([0, 1, 1], key([0, 0, 0], 1, 1 / 3)).result.score;
    const b = scoreAttempt([1, 0, 1], key([0, 0, 0], 1, 1 / 3)).result.score;
    expect(a).toBe(b);
    expect(a).toBe(0.3333);
  });

  it('scores an all-unanswered quiz as zero, and treats missing trailing answers as unanswered', () => {
    expect(scoreAttempt([], key([0, 1, 2], 1, 0.25)).result).toEqual({
      totalQuestions: 3,
      attemptedQuestions: 0,
      correctAnswers: 0,
      wrongAnswers: 0,
      score: 0,
    });
    expect(scoreAttempt([null, null, null], key([0, 1, 2])).result.score).toBe(0);
  });

  it('can go below zero when every answer is wrong', () => {
    const { result } = scoreAttempt([1, 2, 3, 0], key([0, 0, 0, 1], 1, 0.25));
    expect(result).toMatchObject({ correctAnswers: 0, wrongAnswers: 4, score: -1 });
  });

  it('refuses more answers than the quiz has questions', () =>
    expect(() => scoreAttempt([0, 0, 0], key([0, 0]))).toThrow(AttemptRuleError));

  it("refuses an option beyond the question's options (issue 15), and takes the last one", () => {
    const fourOptions = { ...key([0, 1]), optionCounts: [4, 4] };
    expect(() => scoreAttempt([0, 4], fourOptions)).toThrow(
      'Answer 2 chooses option 4, but question 2 has only 4 options (0 to 3).',
    );
    expect(scoreAttempt([3, null], fourOptions).result.wrongAnswers).toBe(1);
  });
  it('never answers -0', () => expect(Object.is(roundScore(-0.00001), 0)).toBe(true));
});
