import { z } from 'zod';
import { defineEvent, type EventEnvelope } from '../envelope';
import { instant } from '../fields';
import { keyedBy } from '../keys';
import { TOPICS } from '../topics';
import { QUIZ_KINDS } from '../catalog/catalog.events';
import { LEARNING_EVENTS } from './learning.events';

const topic = TOPICS.attempts;

const quizRef = {
  userId: z.string(),
  quizId: z.string(),
  kind: z.enum(QUIZ_KINDS),
  quizName: z.string(),
  division: z.string(),
  subject: z.string(),
};

export const QuizAttempted = defineEvent({
  type: 'QuizAttempted',
  version: 1,
  topic,
  description: 'A learner started (or left) a quiz without submitting it.',
  payload: z.object({ ...quizRef, attemptedAt: instant('When the quiz was started or left') }),
  key: keyedBy.progress,
  actor: 'person',
});

const result = {
  attemptId: z.string(),
  attemptedQuestions: z.number().int().nonnegative(),
  correctAnswers: z.number().int().nonnegative(),
  wrongAnswers: z.number().int().nonnegative(),
  score: z.number(),
  ranked: z.boolean(),
  startedAt: instant('When the learner started, as the app reports it').nullable(),
  endedAt: instant('When the learner finished, as the app reports it').nullable(),
  completedAt: instant('When the server scored the submission'),
};

const completedV1 = z.object({ ...quizRef, ...result, totalQuestions: z.number().int().nonnegative() });

/** One character per question, in question order (the stored form of a completion, compact on the wire). */
const perQuestion = (what: string) => z.string().max(1_000).optional().describe(what);
const STATUSES = perQuestion("Result per question: '1' right, '0' wrong, '-' unanswered.");
const CONFIDENCE = perQuestion(
  "The learner's confidence tag per question: 'S' sure, 'F' 50-50, 'G' guess, '-' none.",
);

const completedV2 = completedV1.extend({
  chapter: z.string().optional(),
  answers: perQuestion("First chosen option per question: 'A' is the first option, '-' unanswered."),
  statuses: STATUSES,
  confidence: CONFIDENCE,
});

const COMPLETED_DESCRIPTION =
  'A learner submitted a quiz and the server scored it. The first completion of a quiz by a user is the ranked one.';

/** Version 1, still read: events published before version 2. */
export const QuizCompletedV1 = defineEvent({
  type: 'QuizCompleted',
  version: 1,
  topic,
  description: COMPLETED_DESCRIPTION,
  payload: completedV1,
  key: keyedBy.progress,
  actor: 'person',
});

/** Version 2, still read: events published before version 3. */
export const QuizCompletedV2 = defineEvent({
  type: 'QuizCompleted',
  version: 2,
  topic,
  readsVersions: [1],
  description: COMPLETED_DESCRIPTION,
  changes:
    "Version 2 adds the quiz's chapter and the per-question answers, results and confidence tags (absent in version 1).",
  payload: completedV2,
  key: keyedBy.progress,
  actor: 'person',
});

export const QuizCompleted = defineEvent({
  type: 'QuizCompleted',
  version: 3,
  topic,
  readsVersions: [1, 2],
  description: COMPLETED_DESCRIPTION,
  changes:
    'Version 3 renames totalQuestions to questionCount and drops the chosen options (answers): beside the per-question results they gave away the answer key.',
  upcast: (e: EventEnvelope) => {
    const { totalQuestions, answers: _a, ...rest } = completedV2.parse(e.payload);
    return { ...rest, questionCount: totalQuestions };
  },
  payload: z.object({
    ...quizRef,
    chapter: z.string().optional(),
    ...result,
    questionCount: z.number().int().nonnegative(),
    statuses: STATUSES,
    confidence: CONFIDENCE,
  }),
  key: keyedBy.progress,
  actor: 'person',
});

const TIME_SPENT =
  'Seconds per question were stored for a quiz or for a practice reattempt (never counted in results).';
const timeSpentV1 = z.object({
  userId: z.string(),
  quizId: z.string(),
  mode: z.enum(['attempt', 'reattempt']),
  totalSeconds: z.number().nonnegative(),
  questionCount: z.number().int().nonnegative(),
});

export const TimeSpentRecordedV1 = defineEvent({
  type: 'TimeSpentRecorded',
  version: 1,
  topic,
  description: TIME_SPENT,
  payload: timeSpentV1,
  key: keyedBy.progress,
  actor: 'person',
});

export const TimeSpentRecorded = defineEvent({
  type: 'TimeSpentRecorded',
  version: 2,
  topic,
  description: TIME_SPENT,
  changes:
    "Version 2 replaces mode ('attempt' or 'reattempt') with reattempt (true for a practice reattempt), as a quiz's mode is practice or exam, and renames questionCount (the questions timed, not the quiz's) to questionsTimed.",
  readsVersions: [1],
  upcast: (e) => {
    const { mode, questionCount, ...rest } = timeSpentV1.parse(e.payload);
    return { ...rest, reattempt: mode === 'reattempt', questionsTimed: questionCount };
  },
  payload: z.object({
    userId: z.string(),
    quizId: z.string(),
    reattempt: z.boolean(),
    totalSeconds: z.number().nonnegative(),
    /** How many questions have a time (a reattempt times a few). */
    questionsTimed: z.number().int().nonnegative(),
  }),
  key: keyedBy.progress,
  actor: 'person',
});

const RESCORED_DESCRIPTION =
  "A quiz's answer key (or marks) was corrected and its stored completions were scored again with it; the quiz's percentile was rebuilt from the ranked ones. Each completion whose result moved has its QuizCompletionRescored, keyed like the completion.";

const rescoredV1 = z.object({
  quizId: z.string(),
  quizName: z.string(),
  rescored: z.number().int().nonnegative(),
  changes: z.array(
    z.object({
      userId: z.string(),
      attemptId: z.string(),
      ranked: z.boolean(),
      oldScore: z.number(),
      newScore: z.number(),
      correctAnswers: z.number().int().nonnegative(),
      wrongAnswers: z.number().int().nonnegative(),
    }),
  ),
  rescoredAt: instant(),
});

export const QuizRescoredV1 = defineEvent({
  type: 'QuizRescored',
  version: 1,
  topic,
  description: RESCORED_DESCRIPTION,
  payload: rescoredV1,
  key: keyedBy.quiz,
  actor: 'person',
});

export const QuizRescored = defineEvent({
  type: 'QuizRescored',
  version: 2,
  topic,
  description: RESCORED_DESCRIPTION,
  changes:
    "Version 2 counts instead of listing: completionsRescored (was rescored) and scoresChanged; each changed completion is its own QuizCompletionRescored, keyed by the learner's progress like the completion, so it is never read before it.",
  readsVersions: [1],
  upcast: (e) => {
    const { rescored, changes, ...rest } = rescoredV1.parse(e.payload);
    return {
      ...rest,
      completionsRescored: rescored,
      scoresChanged: changes.filter((c) => c.oldScore !== c.newScore).length,
    };
  },
  payload: z.object({
    quizId: z.string(),
    quizName: z.string(),
    /** How many stored completions were scored again (changed or not). */
    completionsRescored: z.number().int().nonnegative(),
    /** How many of them changed score. */
    scoresChanged: z.number().int().nonnegative(),
    rescoredAt: instant('When the completions were scored again'),
  }),
  key: keyedBy.quiz,
  actor: 'person',
});

export const QuizCompletionRescored = defineEvent({
  type: 'QuizCompletionRescored',
  version: 1,
  topic,
  description:
    "A stored completion was scored again after its quiz's answer key (or marks) was corrected, and its result moved. Keyed like the QuizCompleted it changes.",
  payload: z.object({
    userId: z.string(),
    quizId: z.string(),
    quizName: z.string(),
    attemptId: z.string(),
    ranked: z.boolean(),
    oldScore: z.number(),
    newScore: z.number(),
    correctAnswers: z.number().int().nonnegative(),
    wrongAnswers: z.number().int().nonnegative(),
    statuses: STATUSES,
    rescoredAt: instant('When the completion was scored again'),
    /** When the completion was made: which month of the learner's topic analysis it counts in. */
    completedAt: instant('When the re-scored completion was made').optional(),
  }),
  key: keyedBy.progress,
  actor: 'person',
});

export const ATTEMPTS_EVENTS = [
  QuizAttempted,
  QuizCompletedV1,
  QuizCompletedV2,
  QuizCompleted,
  TimeSpentRecordedV1,
  TimeSpentRecorded,
  QuizRescoredV1,
  QuizRescored,
  QuizCompletionRescored,
  ...LEARNING_EVENTS,
];
