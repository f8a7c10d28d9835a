import { Command } from '@nestjs/cqrs';

/** The learner adds a question to the notebook by hand (an unanswered one, say), or takes one out. */
export class ChangeNotebookCommand extends Command<{ ok: true }> {
  constructor(
    readonly change: 'add' | 'dismiss',
    readonly userId: string,
    readonly quizId: string,
    readonly index: number,
  ) {
    super();
  }
}
