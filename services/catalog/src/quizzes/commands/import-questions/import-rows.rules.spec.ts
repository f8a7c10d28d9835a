import { checkImportRows, type ImportRow } from './import-rows.rules';

const row = (over: Record<string, unknown> = {}): ImportRow => ({
  question: 'Which Article deals with the Election Commission?',
  question_in_hindi: 'कौन-सा अनुच्छेद निर्वाचन आयोग से संबंधित है?',
  option_1: 'Article 280',
  option_2: 'Article 324',
  option_3: 'Article 148',
  option_hindi_1: 'अनुच्छेद 280',
  option_hindi_2: 'अनुच्छेद 324',
  option_hindi_3: 'अनुच्छेद 148',
  correct_answer: 'Article 324',
  ...over,
});

describe('checkImportRows (the import dry run)', () => {
  it('turns good rows into questions, taking the answer by text or by number, Hindi answer filled in', () => {
    const { questions, problems } = checkImportRows([
      row(),
      row({ question: 'Second?', correct_answer: '3' }),
    ]);
    expect(problems).toEqual([]);
    expect(questions.map((q) => [q.correct_answer, q.correct_answer_hindi])).toEqual([
      ['Article 324', 'अनुच्छेद 324'],
      ['Article 148', 'अनुच्छेद 148'],
    ]);
    expect(questions[0].options).toEqual(['Article 280', 'Article 324', 'Article 148']);
  });

  it('lists every bad row with every reason, numbered as lines of the file', () => {
    const { questions, problems } = checkImportRows([
      row(),
      row({ question: 'Missing option?', option_2: '', option_hindi_2: '' }),
      row({ question: 'Wrong answer?', correct_answer: 'Article 999' }),
      row({ question: 'Hindi short?', option_hindi_3: '' }),
      row({ question: 'which article deals with  the Election Commission?' }),
      row({ question: '', option_1: '', option_2: '', option_3: 'x', correct_answer: '' }),
    ]);
    expect(questions).toHaveLength(1);
    expect(problems).toEqual([
      {
        row: 3,
        reasons: [
          'Option 2 is missing (a later one is filled)',
          'Hindi option 2 is missing (a later one is filled)',
          'correct answer "Article 324" is not among the options',
        ],
      },
      { row: 4, reasons: ['correct answer "Article 999" is not among the options'] },
      { row: 5, reasons: ['Hindi has 2 options, English 3'] },
      { row: 6, reasons: ['duplicate question: same as row 2'] },
      {
        row: 7,
        reasons: [
          'question is empty',
          'Option 1 is missing (a later one is filled)',
          'Option 2 is missing (a later one is filled)',
          'correct_answer is empty',
        ],
      },
    ]);
  });

  it('refuses a question already in the quiz it is imported into', () => {
    const [existing] = checkImportRows([row()]).questions;
    const { problems } = checkImportRows([row({ _row: 9 })], [existing]);
    expect(problems).toEqual([{ row: 9, reasons: ['duplicate question: same as question 1 of the quiz'] }]);
  });
});
