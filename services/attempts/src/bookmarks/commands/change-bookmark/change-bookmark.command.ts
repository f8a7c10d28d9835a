import { Command } from '@nestjs/cqrs';

export class ChangeBookmarkCommand extends Command<{ bookmarked: boolean }> {
  constructor(
    readonly change: 'add' | 'remove',
    readonly userId: string,
    readonly quizId: string,
    readonly index: number,
  ) {
    super();
  }
}
