import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { QuizRescored, type EventEnvelope, type PayloadOf, type QuizSnapshot } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';
import { bandKey, scoreKey } from '../domain/percentile';
import { AttemptRuleError } from '../domain/rule-error';
import { scoreAttempt, type AnswerKey } from '../domain/scoring';
import { nativeCollection, progressKey } from '../persistence/keys';
import { QuizAttempt } from '../persistence/quiz-attempt.schema';
import { bandDocId, PercentileStore } from '../percentile/percentile.read-model';

type Change = PayloadOf<typeof QuizRescored>['changes'][number];

/** True when the facts that decide a score differ: the key itself or the marks. */
export function answerKeyChanged(prev: AnswerKey, next: AnswerKey): boolean {
  return (
    prev.marksPerCorrect !== next.marksPerCorrect ||
    prev.negativeMarks !== next.negativeMarks ||
    prev.answerKey.length !== next.answerKey.length ||
    prev.answerKey.some((a, i) => a !== next.answerKey[i])
  );
}

/**
 * Issue 13: a corrected answer key scores every stored completion of the quiz again from its stored first
 * choices, rebuilds the quiz's percentile from the ranked ones and publishes QuizRescored. Scoring is a
 * function of the stored answers and the key, so running it again (a replayed event) writes the same results.
 */
@Injectable()
export class QuizRescorer {
  constructor(
    @InjectModel(QuizAttempt.name, ATTEMPTS) private readonly model: Model<QuizAttempt>,
    private readonly percentiles: PercentileStore,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async rescore(quiz: QuizSnapshot, cause: EventEnvelope): Promise<void> {
    const attempts = nativeCollection<QuizAttempt>(this.model);
    const stored = await attempts.find({ quizId: quiz.quizId }).toArray();
    const changes: Change[] = [];
    const ranked: Array<{ attempt: QuizAttempt; score: number }> = [];
    for (const attempt of stored) {
      let scored: ReturnType<typeof scoreAttempt>;
      try {
        scored = scoreAttempt(attempt.answers ?? [], quiz);
      } catch (e) {
        // The corrected quiz no longer fits this submission (fewer questions or options): keep its result.
        if (!(e instanceof AttemptRuleError)) throw e;
        if (attempt.ranked) ranked.push({ attempt, score: attempt.result.score });
        continue;
      }
      const { result, statuses } = scored;
      if (attempt.ranked) ranked.push({ attempt, score: result.score });
      if (sameResult(attempt, result, statuses)) continue;
      await attempts.updateOne({ _id: attempt._id }, { $set: { result, statuses } });
      changes.push({
        userId: attempt.userId,
        attemptId: attempt._id,
        ranked: attempt.ranked,
        oldScore: attempt.result.score,
        newScore: result.score,
        correctAnswers: result.correctAnswers,
        wrongAnswers: result.wrongAnswers,
      });
    }
    await this.rebuildPercentile(quiz.quizId, ranked);
    if (!changes.length) return;
    await this.bus.publish([
      QuizRescored.create(
        quiz.quizId,
        {
          quizId: quiz.quizId,
          quizName: quiz.name,
          rescored: stored.length,
          changes,
          rescoredAt: new Date().toISOString(),
        },
        { eventId: `${cause.eventId}:rescored`, actorId: cause.actorId, correlationId: cause.eventId },
      ),
    ]);
  }

  /**
   * The quiz's summary and band histograms written anew from the ranked completions, and each learner's
   * ranked score with them (so the percentile projector does not count a completion already counted here).
   */
  private async rebuildPercentile(
    quizId: string,
    ranked: ReadonlyArray<{ attempt: QuizAttempt; score: number }>,
  ): Promise<void> {
    const bands: Record<string, number> = {};
    const hists = new Map<string, Record<string, number>>();
    for (const { score } of ranked) {
      const band = bandKey(score);
      bands[band] = (bands[band] ?? 0) + 1;
      const hist = hists.get(band) ?? {};
      hist[scoreKey(score)] = (hist[scoreKey(score)] ?? 0) + 1;
      hists.set(band, hist);
    }
    for (const { attempt, score } of ranked)
      await this.percentiles.rankedScores().updateOne(
        { _id: progressKey(attempt.userId, quizId) },
        {
          $set: { score, attemptId: attempt._id, userId: attempt.userId, quizId },
          $setOnInsert: { completedAt: new Date(attempt.completedAt).toISOString() },
        },
        { upsert: true },
      );
    const old = await this.percentiles.summaries().findOne({ _id: quizId });
    const stale = Object.keys(old?.bands ?? {}).filter((b) => !hists.has(b));
    if (stale.length)
      await this.percentiles.bands().deleteMany({ _id: { $in: stale.map((b) => bandDocId(quizId, b)) } });
    for (const [band, hist] of hists)
      await this.percentiles.bands().replaceOne({ _id: bandDocId(quizId, band) }, { hist }, { upsert: true });
    await this.percentiles
      .summaries()
      .replaceOne({ _id: quizId }, { total: ranked.length, bands }, { upsert: true });
  }
}

function sameResult(
  attempt: QuizAttempt,
  result: QuizAttempt['result'],
  statuses: QuizAttempt['statuses'],
): boolean {
  const was = attempt.result;
  return (
    was.score === result.score &&
    was.correctAnswers === result.correctAnswers &&
    was.wrongAnswers === result.wrongAnswers &&
    was.attemptedQuestions === result.attemptedQuestions &&
    was.totalQuestions === result.totalQuestions &&
    (attempt.statuses ?? []).length === statuses.length &&
    statuses.every((s, i) => attempt.statuses[i] === s)
  );
}
