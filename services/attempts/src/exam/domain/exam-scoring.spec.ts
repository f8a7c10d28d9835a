import { applySaves, unvisited, type SavedResponse } from './responses';
import { scoreExam, WHOLE_PAPER } from './exam-scoring';

const key = { answerKey: [0, 1, 2, 3, 0, 1, 2, 3, 0, 1], marksPerCorrect: 2, negativeMarks: 0.66 };
const responses = (options: Array<number | null>, marked: boolean[] = []): SavedResponse[] =>
  options.map((option, i) => ({ option, marked: !!marked[i], visited: true, seconds: 10 + i }));

describe('scoring an exam with negative marks (issue 31)', () => {
  it('counts saved options, also answered and marked for review; marked alone scores nothing', () => {
    // 6 right (q1-q6), 2 wrong (q7, q8), q9 marked for review without an option, q10 never answered
    const saved = responses(
      [0, 1, 2, 3, 0, 1, 0, 0, null, null],
      [false, true, false, false, false, false, false, false, true],
    );
    const { result, statuses } = scoreExam(saved, key, []);
    expect(result).toEqual({
      totalQuestions: 10,
      attemptedQuestions: 8,
      correctAnswers: 6,
      wrongAnswers: 2,
      score: 10.68, // 6 × 2 − 2 × 0.66
    });
    expect(statuses).toEqual([1, 1, 1, 1, 1, 1, 0, 0, -1, -1]);
  });

  it('gives per-section attempted, correct, wrong, score, accuracy and time', () => {
    const saved = responses([0, 1, 2, 0, null, 1, 2, 3, 1, null]);
    const sections = [
      { name: 'Polity', from: 1, to: 5 },
      { name: 'History', from: 6, to: 10 },
    ];
    expect(scoreExam(saved, key, sections).sections).toEqual([
      { name: 'Polity', attempted: 4, correct: 3, wrong: 1, score: 5.34, accuracy: 75, seconds: 60 },
      { name: 'History', attempted: 4, correct: 3, wrong: 1, score: 5.34, accuracy: 75, seconds: 85 },
    ]);
  });

  it('scores a paper without sections as one, and a session with nothing saved as zero', () => {
    const blank = Array.from({ length: 10 }, unvisited);
    const { result, sections } = scoreExam(blank, key, []);
    expect(result.score).toBe(0);
    expect(sections).toEqual([
      { name: WHOLE_PAPER, attempted: 0, correct: 0, wrong: 0, score: 0, accuracy: 0, seconds: 0 },
    ]);
  });

  it('gives a negative score when wrong answers outweigh right ones', () => {
    const { result } = scoreExam(responses([1, 0, 0, 0, null, null, null, null, null, 1]), key, []);
    expect(result.score).toBe(-0.64); // 1 × 2 − 4 × 0.66
  });
});

describe('applying saves in order, once', () => {
  const fresh = () => Array.from({ length: 4 }, unvisited);

  it('applies a device’s saves after its last seq, in seq order, whatever order they arrive in', () => {
    const {
      responses: r,
      lastSeq,
      applied,
    } = applySaves(fresh(), 0, [
      { seq: 2, question: 0, seconds: 30, response: { option: 2, marked: false } },
      { seq: 1, question: 0, seconds: 12, response: { option: 1, marked: true, confidence: 'guess' } },
      { seq: 3, question: 1, seconds: 5 },
    ]);
    expect(lastSeq).toBe(3);
    expect(applied).toBe(3);
    expect(r[0]).toEqual({ option: 2, marked: false, visited: true, seconds: 30 });
    expect(r[1]).toEqual({ option: null, marked: false, visited: true, seconds: 5 });
    expect(r[2].visited).toBe(false);
  });

  it('changes nothing for a batch sent again, and only the new saves of an overlapping one', () => {
    const first = applySaves(fresh(), 0, [
      { seq: 1, question: 0, seconds: 4, response: { option: 1, marked: false, confidence: 'sure' } },
    ]);
    const again = applySaves(first.responses, first.lastSeq, [
      { seq: 1, question: 0, seconds: 4, response: { option: 3, marked: false } },
      { seq: 2, question: 2, seconds: 7, response: { option: 0, marked: true } },
    ]);
    expect(again.applied).toBe(1);
    expect(again.responses[0]).toEqual({
      option: 1,
      marked: false,
      confidence: 'sure',
      visited: true,
      seconds: 4,
    });
    expect(again.responses[2]).toMatchObject({ option: 0, marked: true });
  });

  it('clears a response and its confidence with Clear Response, and ignores questions beyond the paper', () => {
    const saved = applySaves(fresh(), 0, [
      { seq: 1, question: 3, seconds: 4, response: { option: 1, marked: true, confidence: 'fifty' } },
      { seq: 2, question: 3, seconds: 9, response: { option: null, marked: false } },
      { seq: 3, question: 9, seconds: 1, response: { option: 1, marked: false } },
    ]);
    expect(saved.responses[3]).toEqual({ option: null, marked: false, visited: true, seconds: 9 });
    expect(saved.applied).toBe(2);
  });
});
