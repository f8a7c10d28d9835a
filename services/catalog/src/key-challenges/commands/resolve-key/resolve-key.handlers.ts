import { conflict, invalid, notFound } from '@exam/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { answerKey } from '../../../quizzes/domain/quiz-content';
import { QuizRepository } from '../../../quizzes/persistence/quiz.repository';
import { QUESTION_NOT_FOUND } from '../../../reports/domain/report-rules';
import {
  NEW_KEY_REQUIRED,
  NEW_KEY_SAME,
  STALE_KEY_STATE,
  validWindowHours,
  WINDOW_HOURS_RANGE,
} from '../../domain/challenge-rules';
import { LiveMockKeyLoader } from '../../live-mock-key.loader';
import { KeyChallengesRepository } from '../../persistence/key-challenges.repository';
import { ResolveKeyQuestionCommand, SetChallengeWindowCommand } from './resolve-key.commands';

/** The window's length, until the final key is published (also before the close, when it is set up). */
@CommandHandler(SetChallengeWindowCommand)
export class SetChallengeWindowHandler implements ICommandHandler<SetChallengeWindowCommand> {
  constructor(
    private readonly loader: LiveMockKeyLoader,
    private readonly repo: KeyChallengesRepository,
  ) {}

  async execute(cmd: SetChallengeWindowCommand) {
    if (!validWindowHours(cmd.hours)) throw invalid(WINDOW_HOURS_RANGE);
    const { state, stored } = await this.loader.loadProvisional(cmd.quizId, { closed: false });
    if (!(await this.repo.saveKey({ ...state, windowHours: cmd.hours }, stored)))
      throw conflict(STALE_KEY_STATE);
    return { windowHours: cmd.hours };
  }
}

/** Records a question's resolution (the last one stands) for the final key; nothing is re-scored yet. */
@CommandHandler(ResolveKeyQuestionCommand)
export class ResolveKeyQuestionHandler implements ICommandHandler<ResolveKeyQuestionCommand> {
  constructor(
    private readonly loader: LiveMockKeyLoader,
    private readonly quizzes: QuizRepository,
    private readonly repo: KeyChallengesRepository,
  ) {}

  async execute(cmd: ResolveKeyQuestionCommand) {
    const { state, stored } = await this.loader.loadProvisional(cmd.quizId, { closed: true });
    const quiz = await this.quizzes.findById('quiz', cmd.quizId);
    const question = quiz?.questions[cmd.questionIndex];
    if (!quiz || !question) throw notFound(QUESTION_NOT_FOUND);
    if (cmd.decision === 'change') {
      const key = cmd.key;
      if (key === undefined || !Number.isInteger(key) || key < 0 || key >= question.options.length)
        throw invalid(NEW_KEY_REQUIRED);
      if (key === answerKey(quiz.questions)[cmd.questionIndex]) throw invalid(NEW_KEY_SAME);
    }
    const resolution = {
      questionIndex: cmd.questionIndex,
      decision: cmd.decision,
      ...(cmd.decision === 'change' ? { key: cmd.key } : {}),
    };
    const resolutions = [
      ...state.resolutions.filter((r) => r.questionIndex !== cmd.questionIndex),
      resolution,
    ];
    if (!(await this.repo.saveKey({ ...state, resolutions }, stored))) throw conflict(STALE_KEY_STATE);
    return { questionIndex: cmd.questionIndex, decision: cmd.decision };
  }
}
