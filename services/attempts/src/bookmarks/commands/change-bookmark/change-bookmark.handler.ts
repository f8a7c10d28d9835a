import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BookmarkAdded, BookmarkRemoved } from '@exam/contracts';
import { LearningFacts } from '../../../notebook/learning-facts';
import { progressKey } from '../../../shared/persistence/keys';
import { ChangeBookmarkCommand } from './change-bookmark.command';

@CommandHandler(ChangeBookmarkCommand)
export class ChangeBookmarkHandler implements ICommandHandler<ChangeBookmarkCommand> {
  constructor(private readonly facts: LearningFacts) {}

  async execute({ change, userId, quizId, index }: ChangeBookmarkCommand): Promise<{ bookmarked: boolean }> {
    const key = progressKey(userId, quizId);
    const now = new Date().toISOString();
    if (change === 'remove') {
      await this.facts.tell(
        BookmarkRemoved.create(
          key,
          { userId, quizId, questionIndex: index, removedAt: now },
          { actorId: userId },
        ),
      );
      return { bookmarked: false };
    }
    const quiz = await this.facts.question(quizId, index);
    await this.facts.tell(
      BookmarkAdded.create(
        key,
        {
          userId,
          quizId,
          questionIndex: index,
          kind: quiz.kind,
          quizName: quiz.name,
          subject: quiz.subject,
          chapter: quiz.chapter,
          addedAt: now,
        },
        { actorId: userId },
      ),
    );
    return { bookmarked: true };
  }
}
