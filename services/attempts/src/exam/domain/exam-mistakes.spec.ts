import type { QuestionStatus } from '../../shared/domain/scoring';
import { examMistakes } from './exam-mistakes';
import type { SavedResponse } from './responses';

const saved = (option: number | null, confidence?: SavedResponse['confidence'], marked = false) => ({
  option,
  marked,
  visited: true,
  seconds: 5,
  ...(confidence ? { confidence } : {}),
});

describe("an exam's mistakes for the notebook (issue 32)", () => {
  it('takes wrong answers (whatever the tag) and right guesses, never right sure or 50-50 ones or blanks', () => {
    const responses: SavedResponse[] = [
      saved(0, 'sure'), // right, sure: stays out
      saved(2, 'sure'), // wrong, sure
      saved(1, 'guess', true), // right guess, answered and marked: evaluated, enters
      saved(3), // wrong, untagged
      saved(1, 'fifty'), // right, 50-50: stays out
      saved(null, undefined, true), // marked, unanswered: stays out
      { option: null, marked: false, visited: false, seconds: 0 }, // never opened
    ];
    const statuses: QuestionStatus[] = [1, 0, 1, 0, 1, -1, -1];
    expect(examMistakes(responses, statuses)).toEqual([
      { questionIndex: 1, option: 2, confidence: 'sure', right: false },
      { questionIndex: 2, option: 1, confidence: 'guess', right: true },
      { questionIndex: 3, option: 3, confidence: null, right: false },
    ]);
  });

  it('finds nothing in a paper answered right without guesses', () => {
    expect(examMistakes([saved(0), saved(1, 'sure')], [1, 1])).toEqual([]);
  });
});
