import {
  DEFAULT_EXAM_MINUTES_PER_QUESTION,
  EXAM_MODE_SUBJECTS,
  type ExamSection,
  type LiveWindow,
  type QuizMode,
  type QuizSnapshot,
} from '@exam/contracts';

/** How a quiz is played, from catalog's snapshot; snapshots older than issue 31 carry none of it. */
export interface ExamOfQuiz {
  mode: QuizMode;
  minutes: number;
  sections: ExamSection[];
  live: LiveWindow | null;
}

export function examOf(quiz: QuizSnapshot): ExamOfQuiz {
  return {
    mode: quiz.mode ?? (EXAM_MODE_SUBJECTS.includes(quiz.subject) ? 'exam' : 'practice'),
    minutes: quiz.durationMinutes ?? Math.max(1, quiz.answerKey.length * DEFAULT_EXAM_MINUTES_PER_QUESTION),
    sections: quiz.sections ?? [],
    live: quiz.liveWindow ?? null,
  };
}
