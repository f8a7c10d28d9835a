import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { FinalKeyPublished, INTERNAL_TOPICS, type EventEnvelope, type PayloadOf } from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { rerank } from '../domain/reranking';
import { QuizCatalogReadModel, type QuizFacts } from '../../quiz-catalog/persistence/quiz-catalog.read-model';
import { scoreExam } from '../domain/exam-scoring';
import { ExamStore } from '../persistence/exam-store';
import { decodeResponses } from '../persistence/response-codec';
import type { ExamSessionDoc } from '../persistence/exam-session.schema';
import { StandingsBuilder } from './standings-builder';
import { FinalKeysStore, type FinalKeyDoc, type KeyNoticeDoc } from '../persistence/final-keys.store';

const NOTICE_SLICE = 500;
type Scored = Pick<ExamSessionDoc, 'userId' | 'responses' | 'questionCount'>;

/**
 * A live mock's final key (catalog's FinalKeyPublished): stored, so results and standings score with it
 * from now on; every candidate re-scored from their stored answers under the provisional and the final key
 * and re-ranked, with a notice for each whose score or rank changed; the standings computed again. Each
 * step replaces what a repeat would write, so a redelivery or a replay leaves the same documents.
 */
@Injectable()
export class FinalKeyProjector extends MongoProjector {
  readonly name = 'attempts.final-keys';
  readonly topics = [INTERNAL_TOPICS.catalog];
  protected override readonly batchesAreIdempotent = true;

  constructor(
    @InjectConnection(ATTEMPTS) connection: Connection,
    private readonly store: ExamStore,
    private readonly finalKeys: FinalKeysStore,
    private readonly builder: StandingsBuilder,
    private readonly quizzes: QuizCatalogReadModel,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return FinalKeyPublished.is(event);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    if (!FinalKeyPublished.is(event)) return;
    const p = event.payload;
    const facts = await this.quizzes.factsOf(p.quizId);
    if (!facts) throw new Error(`Quiz ${p.quizId} is not known here yet; will retry`);
    const final: FinalKeyDoc = {
      _id: p.quizId,
      quizName: p.quizName,
      provisionalKey: p.provisionalKey,
      answerKey: p.answerKey,
      dropped: p.dropped,
      publishedAt: new Date(p.publishedAt),
    };
    await this.finalKeys.finalKeys().replaceOne({ _id: final._id }, final, { upsert: true });
    await this.notify(p, facts);
    // Standings not built yet (a replay before the close's): the close builds them with the final key.
    const prev = await this.store.standings().findOne({ _id: p.quizId }, { projection: { releasedAt: 1 } });
    if (!prev) return;
    const built = await this.builder.build(p.quizId, prev.releasedAt, { ...facts, answerKey: p.answerKey });
    if (built) await this.builder.save(built.standings);
  }

  /** Re-scores and re-ranks every candidate; a notice for each whose score or rank moved. */
  private async notify(p: PayloadOf<typeof FinalKeyPublished>, facts: QuizFacts): Promise<void> {
    const sessions = (await this.store
      .sessions()
      .find(
        { quizId: p.quizId, status: 'submitted' },
        { projection: { userId: 1, responses: 1, questionCount: 1 } },
      )
      .toArray()) as Scored[];
    const provisional = { ...facts, answerKey: p.provisionalKey };
    const finalKey = { ...facts, answerKey: p.answerKey };
    const scored = sessions.map((s) => {
      const responses = decodeResponses(s.responses, s.questionCount);
      const after = scoreExam(responses, finalKey, [], p.dropped);
      return {
        userId: s.userId,
        before: scoreExam(responses, provisional, []).result.score,
        after: after.result.score,
        bonus: after.bonus,
      };
    });
    const bonusOf = new Map(scored.map((s) => [s.userId, s.bonus]));
    const publishedAt = new Date(p.publishedAt);
    const notices: KeyNoticeDoc[] = rerank(scored)
      .filter((r) => r.changed)
      .map((r) => ({
        _id: `${r.userId}:${p.quizId}`,
        userId: r.userId,
        quizId: p.quizId,
        quizName: p.quizName,
        publishedAt,
        before: r.before,
        after: r.after,
        candidates: scored.length,
        bonus: bonusOf.get(r.userId) ?? [],
      }));
    await this.finalKeys.notices().deleteMany({ quizId: p.quizId });
    for (let i = 0; i < notices.length; i += NOTICE_SLICE)
      await this.finalKeys.notices().insertMany(notices.slice(i, i + NOTICE_SLICE), { ordered: false });
  }

  protected async clear(): Promise<void> {
    await this.finalKeys.finalKeys().deleteMany({});
    await this.finalKeys.notices().deleteMany({});
  }
}
