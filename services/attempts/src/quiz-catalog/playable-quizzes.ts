import type { QuizKind } from '@exam/contracts';
import { Injectable } from '@nestjs/common';
import { invalid } from '@exam/common';
import { QuizCatalogReadModel, type QuizFacts } from './persistence/quiz-catalog.read-model';

export const QUIZ_NOT_FOUND_MESSAGE = 'Quiz not found.';
export const QUIZ_REMOVED_MESSAGE = 'This quiz is no longer available.';

const WRONG_CALL: Record<QuizKind, string> = {
  quiz: 'This is a Kye Bye quiz: use the Kye Bye call.',
  kyebye: 'This is not a Kye Bye quiz: use the quiz call.',
};

/** The quiz a learner acts on, as catalog last described it; unknown, removed or of the other kind is a 400. */
@Injectable()
export class PlayableQuizzes {
  constructor(private readonly store: QuizCatalogReadModel) {}

  async get(quizId: string, kind?: QuizKind): Promise<QuizFacts> {
    const quiz = await this.store.factsOf(quizId);
    if (!quiz) throw invalid(QUIZ_NOT_FOUND_MESSAGE);
    if (quiz.removed) throw invalid(QUIZ_REMOVED_MESSAGE);
    if (kind && quiz.kind !== kind) throw invalid(WRONG_CALL[kind]);
    return quiz;
  }
}
