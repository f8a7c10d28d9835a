import { ObjectId } from 'mongodb';
import type { QuizDoc } from './persistence/quiz.schema';
import { describeChange } from './quiz-changes.rules';

const q = (n: number, correct = 'A') => ({
  question: `Q${n}?`,
  question_in_hindi: '',
  options: ['A', 'B'],
  options_hindi: [],
  correct_answer: correct,
  correct_answer_hindi: '',
  answer_explanation_in_english: '',
  answer_explanation_in_hindi: '',
  question_image: null,
  answer_image: null,
  video_link: null,
  youtube_video: '',
  question_pdf: null,
  question_pdf_images: [],
});
const quiz = (over: Partial<QuizDoc> = {}): QuizDoc =>
  ({
    _id: new ObjectId(),
    name: 'Polity',
    published: false,
    deleted: false,
    questions: [q(1), q(2)],
    ...over,
  }) as QuizDoc;

describe('describeChange (a quiz history line)', () => {
  it('tells creation, publishing, fields and question counts', () => {
    expect(describeChange(null, quiz())).toEqual(['created as a draft']);
    const before = quiz();
    expect(
      describeChange(before, { ...before, published: true, name: 'Polity 2', questions: [q(1)] }),
    ).toEqual(['published', 'changed name', 'questions: 2 → 1']);
    expect(describeChange(before, { ...before, deleted: true })).toEqual(['deleted']);
  });

  it('names an answer-key correction with the old and new answers', () => {
    const before = quiz();
    expect(describeChange(before, { ...before, questions: [q(1), q(2, 'B')] })).toEqual([
      'answer key of question 2: "A" → "B"',
    ]);
  });
});
