import type { QuizSnapshot } from '@exam/contracts';

/**
 * A quiz as attempts keeps it (quiz_facts): catalog's snapshot in the names the stored documents have had
 * since before the event contract renamed them (issue 37), so documents stored earlier stay readable.
 */
export interface StoredQuiz {
  quizId: string;
  kind: QuizSnapshot['kind'];
  name: string;
  division: string;
  subject: string;
  chapter: string;
  classs: string;
  difficulty: string;
  createdAt: string;
  accessible: string[];
  questionsLength: number;
  answerKey: number[];
  /** How many options each question has (absent in facts stored from older snapshots). */
  optionCounts?: number[];
  marksPerCorrect: number;
  negativeMarks: number;
  /** How the quiz is played (issue 31); absent in facts stored from older snapshots. */
  mode?: QuizSnapshot['mode'];
  durationMinutes?: QuizSnapshot['durationMinutes'];
  sections?: QuizSnapshot['sections'];
  liveWindow?: QuizSnapshot['liveWindow'];
}

/** A snapshot (or QuizSnapshotTaken's payload, whose change fields stay out) as attempts keeps it. */
export function storedQuizOf(
  snapshot: QuizSnapshot & { change?: unknown; removedReason?: unknown },
): StoredQuiz {
  const {
    quizName,
    className,
    questionCount,
    optionCounts,
    change: _c,
    removedReason: _r,
    ...rest
  } = snapshot;
  return {
    ...rest,
    name: quizName,
    classs: className,
    questionsLength: questionCount,
    ...(optionCounts ? { optionCounts } : {}),
  };
}

/** The other way, for whoever plays catalog's part (tests and benches put snapshots on the bus). */
export function snapshotOfStored(quiz: StoredQuiz): QuizSnapshot {
  const { name, classs, questionsLength, ...rest } = quiz;
  return { ...rest, quizName: name, className: classs, questionCount: questionsLength };
}
