import { scoreWithFinalKey } from './final-key';

const marks = { marksPerCorrect: 4, negativeMarks: 1 };

describe('the bonus-mark rule (a final key with changed and dropped questions)', () => {
  const provisional = [0, 1, 2, 3];

  it('scores as the provisional key when nothing changed or was dropped', () => {
    const { result, bonus } = scoreWithFinalKey([0, 1, 0, null], marks, {
      answerKey: provisional,
      dropped: [],
    });
    expect(result).toMatchObject({ correctAnswers: 2, wrongAnswers: 1, attemptedQuestions: 3, score: 7 });
    expect(bonus).toEqual([]);
  });

  it('re-judges a changed key: the old right answer is now wrong and the new one right', () => {
    const final = { answerKey: [0, 1, 0, 3], dropped: [] };
    expect(scoreWithFinalKey([0, 1, 2, 3], marks, final).result.score).toBe(4 + 4 - 1 + 4);
    expect(scoreWithFinalKey([0, 1, 0, 3], marks, final).result.score).toBe(16);
  });

  it('gives full marks for a dropped question to a candidate who answered it wrong, with no negative mark', () => {
    const { result, statuses, bonus } = scoreWithFinalKey([0, 1, 1, 3], marks, {
      answerKey: provisional,
      dropped: [2],
    });
    expect(statuses).toEqual([1, 1, 1, 1]);
    expect(result).toMatchObject({ correctAnswers: 4, wrongAnswers: 0, score: 16 });
    expect(bonus).toEqual([2]);
  });

  it('gives full marks (not double) to one who answered a dropped question as the key had it', () => {
    const { result, bonus } = scoreWithFinalKey([0, 1, 2, 3], marks, {
      answerKey: provisional,
      dropped: [2],
    });
    expect(result.score).toBe(16);
    expect(bonus).toEqual([2]);
  });

  it('gives nothing for a dropped question the candidate did not attempt', () => {
    const { result, statuses, bonus } = scoreWithFinalKey([0, 1, null, null], marks, {
      answerKey: provisional,
      dropped: [2],
    });
    expect(statuses).toEqual([1, 1, -1, -1]);
    expect(result).toMatchObject({ attemptedQuestions: 2, score: 8 });
    expect(bonus).toEqual([]);
  });

  it('applies a changed and a dropped question together, with fractional negative marks', () => {
    const key = { marksPerCorrect: 2, negativeMarks: 2 / 3 };
    const final = { answerKey: [0, 2, 2, 3], dropped: [3] };
    // q1 right (2), q2's key changed from the chosen 1 to 2: wrong (-2/3), q3 right (2), q4 dropped and attempted (2)
    expect(scoreWithFinalKey([0, 1, 2, 0], key, final).result.score).toBe(5.3333);
  });
});
