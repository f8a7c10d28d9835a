import { invalid } from '@exam/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuizDoc } from '../../persistence/quiz.schema';
import { toAdminRecord } from '../../quiz-views';
import { QuizWriter } from '../../quiz.writer';
import { CreateQuizCommand } from '../create-quiz/create-quiz.command';
import { UpdateQuizCommand } from '../update-quiz/update-quiz.command';
import { ImportQuestionsCommand, type ImportQuestionsResult } from './import-questions.command';
import { checkImportRows } from './import-rows.rules';

/**
 * Every row is checked first and every problem is listed; nothing is written unless all rows pass. The
 * write is an ordinary save (UpdateQuizCommand, with its stale-write guard) or create (unpublished).
 */
@CommandHandler(ImportQuestionsCommand)
export class ImportQuestionsHandler implements ICommandHandler<ImportQuestionsCommand> {
  constructor(
    private readonly writer: QuizWriter,
    private readonly commands: CommandBus,
  ) {}

  async execute({ input, actorId }: ImportQuestionsCommand): Promise<ImportQuestionsResult> {
    const target = input.quizId ? await this.writer.load('quiz', input.quizId) : null;
    if (!target && !input.quiz) throw invalid('Give quizId (an existing quiz) or quiz (a new one)');

    const { questions, problems } = checkImportRows(input.rows, target?.questions ?? []);
    const report = { dryRun: input.dryRun, rows: input.rows.length, valid: questions.length, problems };
    if (problems.length || report.dryRun) return { written: false, report };
    const saved: QuizDoc = target
      ? await this.commands.execute(
          new UpdateQuizCommand(
            'quiz',
            target._id.toHexString(),
            { questions: [...target.questions, ...questions] },
            input.rev ?? target.rev,
            actorId,
          ),
        )
      : await this.commands.execute(
          new CreateQuizCommand('quiz', { ...input.quiz, questions, published: false }, actorId),
        );
    return { written: true, report, imported: questions.length, quiz: toAdminRecord(saved) };
  }
}
