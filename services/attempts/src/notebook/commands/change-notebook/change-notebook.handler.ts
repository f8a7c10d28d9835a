import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MistakeDismissed, MistakeRecorded } from '@exam/contracts';
import { progressKey } from '../../../shared/persistence/keys';
import { LearningFacts } from '../../learning-facts';
import { ChangeNotebookCommand } from './change-notebook.command';

@CommandHandler(ChangeNotebookCommand)
export class ChangeNotebookHandler implements ICommandHandler<ChangeNotebookCommand> {
  constructor(private readonly facts: LearningFacts) {}

  async execute({ change, userId, quizId, index }: ChangeNotebookCommand): Promise<{ ok: true }> {
    const quiz = await this.facts.question(quizId, index);
    const key = progressKey(userId, quizId);
    const now = new Date().toISOString();
    await this.facts.tell(
      change === 'add'
        ? MistakeRecorded.create(
            key,
            {
              userId,
              quizId,
              kind: quiz.kind,
              quizName: quiz.name,
              subject: quiz.subject,
              chapter: quiz.chapter,
              source: 'added',
              attemptId: null,
              questions: [{ questionIndex: index, option: null, confidence: null, right: false }],
              recordedAt: now,
            },
            { actorId: userId },
          )
        : MistakeDismissed.create(
            key,
            { userId, quizId, questionIndex: index, dismissedAt: now },
            { actorId: userId },
          ),
    );
    return { ok: true };
  }
}
