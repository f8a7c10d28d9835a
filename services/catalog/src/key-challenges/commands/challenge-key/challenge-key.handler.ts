import { conflict, forbidden, invalid, notFound } from '@exam/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { answerKey } from '../../../quizzes/domain/quiz-content';
import { QUIZ_NOT_FOUND } from '../../../quizzes/queries/get-quiz-by-id/get-quiz-by-id.handler';
import { QuizRepository } from '../../../quizzes/persistence/quiz.repository';
import { QuizCatalog } from '../../../quizzes/quiz-catalog';
import { QUESTION_NOT_FOUND, cleanText } from '../../../reports/domain/report-rules';
import {
  challengeIdOf,
  challengeKey,
  challengeWindow,
  FINAL_KEY_ALREADY_PUBLISHED,
  NOT_A_CANDIDATE,
  NOT_A_LIVE_MOCK,
  STALE_KEY_STATE,
  WINDOW_NOT_OPEN,
  windowClosedMessage,
} from '../../domain/challenge-rules';
import { LiveMocks } from '../../live-mocks.port';
import type { ChallengeDoc } from '../../persistence/key-challenge.docs';
import { KeyChallengesRepository } from '../../persistence/key-challenges.repository';
import { toChallengeView, type ChallengeView } from '../../queries/get-key-status/key-status.view';
import { ChallengeKeyCommand } from './challenge-key.command';

/**
 * Records a candidate's challenge of a live mock's provisional key: only someone who sat it, only between
 * its close and the end of the window, only before the final key; one per candidate and question (a new
 * one replaces it, told again as KeyChallenged).
 */
@CommandHandler(ChallengeKeyCommand)
export class ChallengeKeyHandler implements ICommandHandler<ChallengeKeyCommand> {
  constructor(
    private readonly catalog: QuizCatalog,
    private readonly quizzes: QuizRepository,
    private readonly liveMocks: LiveMocks,
    private readonly repo: KeyChallengesRepository,
  ) {}

  async execute(cmd: ChallengeKeyCommand): Promise<ChallengeView> {
    const entry = this.catalog.get('quiz', cmd.quizId);
    if (!entry?.summary.published) throw notFound(QUIZ_NOT_FOUND);
    const closesAt = this.liveMocks.closesAt(entry.summary);
    if (!closesAt) throw invalid(NOT_A_LIVE_MOCK);
    if (cmd.questionIndex >= entry.summary.questionsLength) throw notFound(QUESTION_NOT_FOUND);
    const state = await this.repo.keyOf(cmd.quizId);
    if (state && state.stage !== 'provisional') throw conflict(FINAL_KEY_ALREADY_PUBLISHED);
    const now = new Date();
    const { opensAt, endsAt } = challengeWindow(closesAt, state?.windowHours);
    if (now < opensAt) throw conflict(WINDOW_NOT_OPEN);
    if (now >= endsAt) throw conflict(windowClosedMessage(endsAt));
    if (!(await this.liveMocks.sat(cmd.userId, cmd.quizId))) throw forbidden(NOT_A_CANDIDATE);
    const quiz = await this.quizzes.findById('quiz', cmd.quizId);
    if (!quiz?.questions[cmd.questionIndex]) throw notFound(QUESTION_NOT_FOUND);
    const key = challengeKey(cmd.quizId, cmd.questionIndex, cmd.userId);
    const previous = await this.repo.findChallenge(key);
    const round = (previous?.round ?? 0) + 1;
    const doc: ChallengeDoc = {
      _id: key,
      round,
      challengeId: challengeIdOf(key, round),
      userId: cmd.userId,
      quizId: cmd.quizId,
      quizName: quiz.name,
      questionIndex: cmd.questionIndex,
      reason: cmd.reason,
      explanation: cleanText(cmd.explanation),
      keyAtChallenge: answerKey(quiz.questions)[cmd.questionIndex],
      challengedAt: now,
    };
    if (!(await this.repo.challenge(doc, previous))) throw conflict(STALE_KEY_STATE);
    return toChallengeView(doc);
  }
}
