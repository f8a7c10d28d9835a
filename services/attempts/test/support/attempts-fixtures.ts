import { randomUUID } from 'node:crypto';
import { FREE_CATEGORY, QuizPublished, type QuizSnapshot } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually, type TestApp } from '@exam/testing';
import { Types } from 'mongoose';

/** Catalog is built elsewhere: its QuizPublished event is put on the bus the way catalog would. */
export async function publishQuiz(t: TestApp, overrides: Partial<QuizSnapshot> = {}): Promise<QuizSnapshot> {
  const quiz: QuizSnapshot = {
    quizId: new Types.ObjectId().toString(),
    kind: 'quiz',
    name: `Polity Mock ${randomUUID().slice(0, 8)}`,
    division: 'Abhyudaya',
    subject: 'Mock Tests',
    chapter: 'Constitution',
    classs: 'Already passed 12th',
    // Free unless a case says otherwise: the access rule has its own cases (access.test.ts).
    difficulty: FREE_CATEGORY,
    createdAt: new Date().toISOString(),
    accessible: [],
    questionsLength: 5,
    answerKey: [0, 1, 2, 3, 0],
    marksPerCorrect: 2,
    negativeMarks: 0.5,
    // Catalog tells every quiz's mode; a Mock Test is an exam unless said otherwise (exam.test.ts sits those).
    mode: 'practice',
    ...overrides,
  };
  if (!overrides.questionsLength) quiz.questionsLength = quiz.answerKey.length;
  await t.app.get<EventBus>(EVENT_BUS).publish([QuizPublished.create(quiz.quizId, quiz)]);
  await eventually(async () => {
    const facts = await t
      .db('attempts')
      .collection('quiz_facts')
      .findOne({ _id: quiz.quizId as never });
    expect(facts?.name).toBe(quiz.name);
  }, 30_000);
  return quiz;
}

export const answersOf = (options: Array<number | null>) => options.map((option) => ({ option }));

/** The learner app's completequiz payload (spec section 7), plus the answers and the attemptId. */
export function completion(
  quiz: QuizSnapshot,
  userId: string,
  options: Array<number | null>,
  extra: Record<string, unknown> = {},
) {
  return {
    userId,
    quizId: quiz.quizId,
    attemptId: randomUUID(),
    answers: answersOf(options),
    totalQuestions: quiz.questionsLength,
    correctAnswers: 0,
    wrongAnswers: 0,
    attemptedQuestions: 0,
    division: quiz.division,
    userName: 'Asha Verma',
    userSchoolcode: 'Empty',
    userClass: 'Already passed 12th',
    userSection: 'Unavailable',
    quizName: quiz.name,
    quizCategory: quiz.difficulty,
    quizSubject: quiz.subject,
    quizStartTime: new Date(Date.now() - 600_000).toISOString(),
    quizEndTime: new Date().toISOString(),
    ...extra,
  };
}
