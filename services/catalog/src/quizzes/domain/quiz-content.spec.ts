import {
  answerKey,
  completeHindiAnswer,
  lacksHindi,
  normalizeQuestion,
  questionError,
  quizError,
  type QuizContent,
} from './quiz-content';
import { DEFAULT_CONTENT } from './quiz-content';

const raw = (over: Record<string, unknown> = {}) => ({
  question: 'Who appoints the Chief Election Commissioner of India?',
  question_in_hindi: 'भारत के मुख्य निर्वाचन आयुक्त की नियुक्ति कौन करता है?',
  options: ['The Prime Minister', 'The President', 'The Chief Justice of India', 'The Parliament'],
  options_hindi: ['प्रधानमंत्री', 'राष्ट्रपति', 'भारत के मुख्य न्यायाधीश', 'संसद'],
  correct_answer: 'The President',
  correct_answer_hindi: 'राष्ट्रपति',
  answer_explanation_in_english: 'Article 324(2): the President appoints the CEC.',
  ...over,
});

describe('question validation', () => {
  it('accepts a bilingual question and reads the misspelt explanation field', () => {
    const q = normalizeQuestion(
      raw({ answer_explanation_in_english: undefined, answer_explaination_in_english: 'Art. 324' }),
      1,
    );
    expect(q.answer_explanation_in_english).toBe('Art. 324');
    expect(questionError(q, 1)).toBeNull();
  });

  it.each([
    [{ correct_answer: 'The Governor' }, 'Question 3: correct_answer must be one of the options'],
    [
      { options: ['Only one'], options_hindi: [], correct_answer: 'Only one', correct_answer_hindi: '' },
      'Question 3: options must have at least 2 entries',
    ],
    [
      { options_hindi: ['प्रधानमंत्री', 'राष्ट्रपति'] },
      'Question 3: options_hindi must have as many entries as options (4)',
    ],
    [
      { correct_answer_hindi: 'संसद' },
      'Question 3: correct_answer_hindi must be the Hindi option in the same place as correct_answer',
    ],
    [{ question: '  ' }, 'Question 3: question is required'],
    [
      { options_hindi: [], correct_answer_hindi: 'राष्ट्रपति' },
      'Question 3: correct_answer_hindi needs options_hindi',
    ],
  ])('%o → %s', (over, message) => {
    expect(questionError(normalizeQuestion(raw(over), 3), 3)).toBe(message);
  });

  it('refuses a question that is not an object, and options that are not a list', () => {
    expect(() => normalizeQuestion('x', 2)).toThrow('Question 2: must be an object');
    expect(() => normalizeQuestion(raw({ options: 'a,b' }), 2)).toThrow('Question 2: options must be a list');
  });

  it('accepts a question without Hindi (the learner app falls back to English)', () => {
    const q = normalizeQuestion(
      raw({ question_in_hindi: '', options_hindi: [], correct_answer_hindi: '' }),
      1,
    );
    expect(questionError(q, 1)).toBeNull();
  });

  it('counts as a Hindi gap every question a Hindi reader gets an English fallback on', () => {
    const full = normalizeQuestion(raw({ answer_explanation_in_hindi: 'अनुच्छेद 324(2)।' }), 1);
    expect(lacksHindi(full)).toBe(false);
    expect(lacksHindi({ ...full, question_in_hindi: '' })).toBe(true);
    expect(lacksHindi({ ...full, options_hindi: [] })).toBe(true);
    expect(lacksHindi({ ...full, answer_explanation_in_hindi: '' })).toBe(true);
    // No explanation in either language: nothing falls back.
    expect(lacksHindi({ ...full, answer_explanation_in_english: '', answer_explanation_in_hindi: '' })).toBe(
      false,
    );
  });

  it('fills a missing Hindi correct answer from the matching Hindi option', () => {
    const q = completeHindiAnswer(normalizeQuestion(raw({ correct_answer_hindi: '' }), 1));
    expect(q.correct_answer_hindi).toBe('राष्ट्रपति');
  });
});

describe('quiz validation and answer key', () => {
  const quiz = (over: Partial<QuizContent> = {}): QuizContent => ({
    ...DEFAULT_CONTENT,
    name: 'Polity: Constitutional Bodies',
    difficulty: 'Premium Quiz',
    division: 'Abhyudaya',
    subject: 'Current Affairs',
    questions: [
      normalizeQuestion(raw(), 1),
      normalizeQuestion(raw({ correct_answer: 'The Parliament', correct_answer_hindi: 'संसद' }), 2),
    ],
    ...over,
  });

  it('names the first broken field', () => {
    expect(quizError(quiz())).toBeNull();
    expect(quizError(quiz({ name: '' }))).toBe('name is required');
    expect(quizError(quiz({ difficulty: 'Hard' }))).toBe(
      'difficulty must be one of Free Exploratory Quiz, Premium Quiz',
    );
    expect(quizError(quiz({ division: 'Nowhere' }))).toMatch(/^division must be one of Udbodh/);
    expect(quizError(quiz({ negativeMarks: -1 }))).toBe('negativeMarks must be zero or a positive number');
    expect(quizError(quiz({ marksPerCorrect: 0 }))).toBe('marksPerCorrect must be a positive number');
  });

  it('keys each question by the index of its correct English option', () => {
    expect(answerKey(quiz().questions)).toEqual([1, 3]);
  });
});
