import { DomainError, notFound } from '@exam/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { confidenceReport, noTags } from '../../../shared/domain/confidence';
import { roundScore } from '../../../shared/domain/scoring';
import { whatIf } from '../../../completion/domain/what-if';
import { progressKey } from '../../../shared/persistence/keys';
import { QuizCatalogReadModel } from '../../../quiz-catalog/persistence/quiz-catalog.read-model';
import { examOf } from '../../domain/exam-quiz';
import { scoreExam } from '../../domain/exam-scoring';
import { questionFigures, standingOf } from '../../domain/standings';
import { ExamSessions } from '../../exam-sessions';
import type { ExamSessionDoc } from '../../persistence/exam-session.schema';
import { ExamStore, type StandingsDoc } from '../../persistence/exam-store';
import { decodeResponses } from '../../persistence/response-codec';
import { effectiveKey, FinalKeysStore, type EffectiveKey } from '../../persistence/final-keys.store';
import { GetExamResultQuery, type ExamResultView, type ReleasedExamResult } from './get-exam-result.query';

export const NOT_SAT_MESSAGE = 'You have not sat this exam.';
export const NOT_SUBMITTED_MESSAGE = 'Submit the exam to see your result.';

/**
 * The learner's result, scored again from their stored responses with the current key (so a corrected key
 * shows at once), with rank, percentile, topper, average and the per-question figures from the exam's
 * standings. A live mock's is withheld until its standings are released at the close.
 */
@QueryHandler(GetExamResultQuery)
export class GetExamResultHandler implements IQueryHandler<GetExamResultQuery> {
  constructor(
    private readonly sessions: ExamSessions,
    private readonly catalog: QuizCatalogReadModel,
    private readonly store: ExamStore,
    private readonly finalKeys: FinalKeysStore,
  ) {}

  async execute({ userId, quizId }: GetExamResultQuery): Promise<ExamResultView> {
    const session = await this.sessions.get(progressKey(userId, quizId));
    if (!session) throw notFound(NOT_SAT_MESSAGE);
    if (session.status !== 'submitted')
      throw new DomainError('conflict', NOT_SUBMITTED_MESSAGE, { reason: 'open' });
    const [quiz, standings, final] = await Promise.all([
      this.catalog.factsOf(quizId),
      this.store.standings().findOne({ _id: quizId }),
      session.live ? this.finalKeys.of(quizId) : null,
    ]);
    if (!quiz) throw notFound(NOT_SAT_MESSAGE);
    const closesAt = examOf(quiz).live?.closesAt;
    const base = {
      quizId,
      quizName: session.quizName,
      live: session.live,
      auto: session.auto,
      submittedAt: new Date(session.submittedAt!).toISOString(),
      // Released at the close (a few seconds later: the grace for answers in flight, then the ranking).
      releaseAt: session.live && closesAt ? new Date(closesAt).toISOString() : null,
    };
    if (session.live && !standings?.releasedAt) return { ...base, released: false };
    return { ...base, released: true, ...released(session, effectiveKey(quiz, final), standings) };
  }
}

function released(
  session: ExamSessionDoc,
  {
    key: quiz,
    dropped,
    final,
  }: EffectiveKey<NonNullable<Awaited<ReturnType<QuizCatalogReadModel['factsOf']>>>>,
  standings: StandingsDoc | null,
): ReleasedExamResult {
  const responses = decodeResponses(session.responses, session.questionCount);
  const score = scoreExam(responses, quiz, session.sections, dropped);
  const counted = !!standings && new Date(standings.computedAt) >= new Date(session.submittedAt!);
  const candidates = standings?.candidates ?? 0;
  const tags = responses.map((r) => r.confidence ?? null);
  const marking = { marksPerCorrect: quiz.marksPerCorrect, negativeMarks: quiz.negativeMarks };
  return {
    result: score.result,
    marksPerCorrect: quiz.marksPerCorrect,
    negativeMarks: quiz.negativeMarks,
    maxScore: roundScore(quiz.answerKey.length * quiz.marksPerCorrect),
    sections: score.sections,
    finalKeyPublishedAt: final ? new Date(final.publishedAt).toISOString() : null,
    bonus: score.bonus,
    rank: counted ? standingOf(standings, score.result.score) : null,
    topScore: standings?.topScore ?? null,
    averageScore: standings?.averageScore ?? null,
    leaderboard: (standings?.leaderboard ?? []).map(({ rank, displayName, score: s, userId }) => ({
      rank,
      displayName,
      score: s,
      you: userId === session.userId,
    })),
    questions: quiz.answerKey.map((correctOption, i) => {
      const r = responses[i];
      const figures = standings?.questions[i];
      return {
        option: r?.option ?? null,
        correctOption,
        status: score.statuses[i],
        dropped: dropped.includes(i),
        marked: r?.marked ?? false,
        ...(r?.confidence ? { confidence: r.confidence } : {}),
        seconds: r?.seconds ?? 0,
        ...(figures ? questionFigures(figures, candidates) : { averageSeconds: 0, shareRight: 0 }),
      };
    }),
    insights: {
      tagged: !noTags(tags),
      ...confidenceReport(score.statuses, tags),
      whatIf: score.result.attemptedQuestions > 0 ? whatIf(score.statuses, tags, marking) : null,
    },
  };
}
