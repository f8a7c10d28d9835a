import { invalid, notFound } from '@exam/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { QUIZ_NOT_FOUND } from '../../../quizzes/queries/get-quiz-by-id/get-quiz-by-id.handler';
import { QuizCatalog } from '../../../quizzes/quiz-catalog';
import { challengeWindow, keyStage, NOT_A_LIVE_MOCK, windowOpen } from '../../domain/challenge-rules';
import { LiveMocks } from '../../live-mocks.port';
import { KeyChallengesRepository } from '../../persistence/key-challenges.repository';
import { GetKeyStatusQuery } from './get-key-status.query';
import { toChallengeView, type KeyStatusView } from './key-status.view';

/** A live mock's key stage and window for one learner, with their own challenges. */
@QueryHandler(GetKeyStatusQuery)
export class GetKeyStatusHandler implements IQueryHandler<GetKeyStatusQuery> {
  constructor(
    private readonly catalog: QuizCatalog,
    private readonly liveMocks: LiveMocks,
    private readonly repo: KeyChallengesRepository,
  ) {}

  async execute({ quizId, userId }: GetKeyStatusQuery): Promise<KeyStatusView> {
    const now = new Date();
    const entry = this.catalog.get('quiz', quizId);
    if (!entry?.summary.published) throw notFound(QUIZ_NOT_FOUND);
    const closesAt = this.liveMocks.closesAt(entry.summary);
    if (!closesAt) throw invalid(NOT_A_LIVE_MOCK);
    const [state, mine, sat] = await Promise.all([
      this.repo.keyOf(quizId),
      this.repo.mine(quizId, userId),
      this.liveMocks.sat(userId, quizId),
    ]);
    const stage = keyStage(closesAt, state?.stage === 'final', now);
    const open = stage === 'provisional' && windowOpen(closesAt, state?.windowHours, now);
    const final = stage === 'final' && state;
    return {
      quizId,
      stage,
      closesAt: new Date(closesAt).toISOString(),
      windowEndsAt: challengeWindow(closesAt, state?.windowHours).endsAt.toISOString(),
      windowOpen: open,
      canChallenge: open && sat,
      publishedAt: final && state.publishedAt ? new Date(state.publishedAt).toISOString() : null,
      changed: final ? state.changed.map((c) => c.questionIndex) : [],
      dropped: final ? state.dropped : [],
      mine: mine.map(toChallengeView),
    };
  }
}
