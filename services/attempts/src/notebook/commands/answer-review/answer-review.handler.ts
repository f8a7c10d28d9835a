import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReviewAnswered } from '@exam/contracts';
import { progressKey } from '../../../shared/persistence/keys';
import { LearningFacts } from '../../learning-facts';
import { AnswerReviewCommand, type ReviewVerdict } from './answer-review.command';

@CommandHandler(AnswerReviewCommand)
export class AnswerReviewHandler implements ICommandHandler<AnswerReviewCommand> {
  constructor(private readonly facts: LearningFacts) {}

  async execute({ userId, quizId, index, option }: AnswerReviewCommand): Promise<ReviewVerdict> {
    const quiz = await this.facts.question(quizId, index);
    const correctOption = quiz.answerKey[index];
    const right = option === correctOption;
    await this.facts.tell(
      ReviewAnswered.create(
        progressKey(userId, quizId),
        { userId, quizId, questionIndex: index, option, right, reviewedAt: new Date().toISOString() },
        { actorId: userId },
      ),
    );
    return { right, correctOption };
  }
}
