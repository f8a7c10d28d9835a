import type { DemoQuiz, QuestionBank, SeedQuestion } from './demo-data.loader';

/** A quiz's questions: its banks joined, rotated by `offset`, the first `take` kept. */
export function pickQuestions(quiz: DemoQuiz, bank: QuestionBank): SeedQuestion[] {
  const pool = quiz.sets.flatMap((set) => {
    const questions = bank[set];
    if (!questions) throw new Error(`Demo quiz ${quiz.slug}: unknown question set ${set}`);
    return quiz.perSet ? questions.slice(0, quiz.perSet) : questions;
  });
  const offset = (quiz.offset ?? 0) % pool.length;
  return [...pool.slice(offset), ...pool.slice(0, offset)].slice(0, quiz.take);
}

/** The content API's shape of a seed question; Kye Bye quizzes are English only (spec section 6). */
export function toQuestionInput(s: SeedQuestion, englishOnly: boolean): Record<string, unknown> {
  const hindi = !englishOnly && s.qh && s.oh;
  return {
    question: s.q,
    options: s.o,
    correct_answer: s.o[s.a],
    answer_explanation_in_english: s.e,
    ...(hindi
      ? {
          question_in_hindi: s.qh,
          options_hindi: s.oh,
          correct_answer_hindi: s.oh![s.a],
          answer_explanation_in_hindi: s.eh ?? '',
        }
      : {}),
  };
}
