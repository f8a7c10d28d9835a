import { describe, expect, it } from 'vitest';
import { parseCodes, parseLines, formatLines, quizTransform } from './quizTransform';

describe('quizTransform (the form as the catalog reads it)', () => {
  it('drops blank option lines and takes the Hindi answer from the same place as the English one', () => {
    const out = quizTransform({
      accessible: ['S1', ' ', 'S2'],
      questions: [
        {
          options: ['Ganga', '', 'Yamuna ', ''],
          options_hindi: ['गंगा', 'यमुना', ''],
          correct_answer: 'Yamuna',
          correct_answer_hindi: 'गंगा',
        },
      ],
    });
    expect(out.accessible).toEqual(['S1', 'S2']);
    expect(out.questions?.[0]).toMatchObject({
      options: ['Ganga', 'Yamuna'],
      options_hindi: ['गंगा', 'यमुना'],
      correct_answer_hindi: 'यमुना',
    });
  });

  it('keeps a new line while the editor types (one option per line)', () => {
    expect(formatLines(parseLines('Ganga\n'))).toBe('Ganga\n');
    expect(parseCodes('S1, ')).toEqual(['S1', '']);
  });
});
