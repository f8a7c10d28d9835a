import { describe, expect, it } from 'vitest';
import { hindiGapNumbers, lacksHindi } from './hindiGaps';

const full = {
  question_in_hindi: 'प्रश्न',
  options_hindi: ['हाँ', 'नहीं'],
  answer_explanation_in_english: 'Because.',
  answer_explanation_in_hindi: 'क्योंकि।',
};

describe('Hindi gaps in the editor (the catalog rule)', () => {
  it('marks where a Hindi reader gets English: text, options or explanation', () => {
    expect(lacksHindi(full)).toBe(false);
    expect(lacksHindi({ ...full, question_in_hindi: ' ' })).toBe(true);
    expect(lacksHindi({ ...full, options_hindi: ['', ''] })).toBe(true);
    expect(lacksHindi({ ...full, answer_explanation_in_hindi: '' })).toBe(true);
    expect(lacksHindi({ ...full, answer_explanation_in_english: '', answer_explanation_in_hindi: '' })).toBe(
      false,
    );
  });

  it('numbers the questions with gaps from 1', () => {
    expect(hindiGapNumbers([full, { ...full, question_in_hindi: '' }, full, {}])).toEqual([2, 4]);
  });
});
