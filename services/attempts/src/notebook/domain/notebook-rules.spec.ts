import { afterReview, entryReason, MASTERED_AFTER, rejudge } from './notebook-rules';

describe('the notebook entry and exit rules', () => {
  it('takes wrong answers and right guesses, never right sure answers or unanswered questions', () => {
    expect(entryReason(0, null)).toBe('wrong');
    expect(entryReason(0, 'sure')).toBe('wrong');
    expect(entryReason(1, 'guess')).toBe('guess');
    expect(entryReason(1, 'fifty')).toBeNull();
    expect(entryReason(1, null)).toBeNull();
    expect(entryReason(-1, 'guess')).toBeNull();
  });

  it('lets a corrected key take out a learner now right, and keep one now wrong', () => {
    expect(rejudge({ option: 2, confidence: 'sure', reason: 'wrong' }, 2)).toBe('leaves');
    expect(rejudge({ option: 2, confidence: 'guess', reason: 'wrong' }, 2)).toBe('guess');
    expect(rejudge({ option: 2, confidence: 'guess', reason: 'guess' }, 1)).toBe('wrong');
    expect(rejudge({ option: null, confidence: null, reason: 'added' }, 0)).toBe('added');
  });

  it(`lets a question go after ${MASTERED_AFTER} right answers in a row in practice; a wrong one starts again`, () => {
    let run = 0;
    for (let i = 1; i < MASTERED_AFTER; i++) {
      const r = afterReview(run, true);
      expect(r.leaves).toBe(false);
      run = r.rightInARow;
    }
    expect(afterReview(run, false)).toEqual({ rightInARow: 0, leaves: false });
    expect(afterReview(run, true).leaves).toBe(true);
  });
});
