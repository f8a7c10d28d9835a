import { randomUUID } from 'node:crypto';
import { FREE_CATEGORY, QuizPublished, QuizSnapshotTaken } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually, type TestApp } from '@exam/testing';
import { Types } from 'mongoose';
import { snapshotOfStored, type StoredQuiz } from '../../src/quiz-catalog/stored-quiz';

/** Catalog's internal snapshot of a quiz (what attempts scores by), as catalog publishes it on a change. */
export function snapshotTaken(quiz: TestQuiz, change: 'published' | 'updated' | 'removed' = 'updated') {
  const removedReason = change === 'removed' ? 'unpublished' : null;
  return QuizSnapshotTaken.create(quiz.quizId, { ...snapshotOfStored(quiz), change, removedReason });
}

/** What catalog publishes when a quiz goes live: QuizPublished for analysts, its snapshot for attempts. */
export function catalogPublished(quiz: TestQuiz) {
  const { answerKey: _k, optionCounts: _o, ...facts } = snapshotOfStored(quiz);
  return [QuizPublished.create(quiz.quizId, facts), snapshotTaken(quiz, 'published')];
}

/** A quiz as the tests describe it: in the words attempts stores it by (see stored-quiz.ts). */
export type TestQuiz = StoredQuiz;

/** Catalog is built elsewhere: its QuizSnapshotTaken (catalog.internal) is put on the bus the way catalog would. */
export async function publishQuiz(t: TestApp, overrides: Partial<TestQuiz> = {}): Promise<TestQuiz> {
  const quiz: TestQuiz = {
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
  await t.app.get<EventBus>(EVENT_BUS).publish([snapshotTaken(quiz, 'published')]);
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
  quiz: TestQuiz,
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
