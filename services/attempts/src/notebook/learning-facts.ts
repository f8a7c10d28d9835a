import { Injectable } from '@nestjs/common';
import { invalid } from '@exam/common';
import type { EventEnvelope } from '@exam/contracts';
import { ChangeLog, changeId } from '@exam/messaging';
import { CAPABILITY } from '../shared/persistence/attempt-changes';
import { PlayableQuizzes } from '../quiz-catalog/playable-quizzes';
import type { QuizFacts } from '../quiz-catalog/persistence/quiz-catalog.read-model';

export const noSuchQuestion = (index: number) => `This quiz has no question ${index + 1}.`;

/**
 * The learning loop's commands (reviews, notebook and bookmark changes) are facts told as events; their
 * read models are projected from them. Each commits its event through the service's change log (one
 * insert), like every other write of attempts; LearningApplier has nothing of its own to apply.
 */
@Injectable()
export class LearningFacts {
  constructor(
    private readonly log: ChangeLog,
    private readonly quizzes: PlayableQuizzes,
  ) {}

  /** The quiz and the question asked about; unknown ones are a 400. */
  async question(quizId: string, index: number): Promise<QuizFacts> {
    const quiz = await this.quizzes.get(quizId);
    if (index >= quiz.answerKey.length) throw invalid(noSuchQuestion(index));
    return quiz;
  }

  async tell(event: EventEnvelope): Promise<void> {
    await this.log.commit({
      _id: changeId(CAPABILITY.learning, event.eventId),
      capability: CAPABILITY.learning,
      change: {},
      events: [event],
    });
  }
}
