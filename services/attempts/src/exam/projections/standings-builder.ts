import { Injectable } from '@nestjs/common';
import type { StoredQuiz } from '../../quiz-catalog/stored-quiz';
import type { QuestionStatus } from '../../shared/domain/scoring';
import type { SavedResponse } from '../domain/responses';
import type { MistakeSession } from '../exam-mistakes.events';
import { QuizCatalogReadModel } from '../../quiz-catalog/persistence/quiz-catalog.read-model';
import { scoreExam } from '../domain/exam-scoring';
import { computeStandings, type StandingEntry } from '../domain/standings';
import type { ExamSessionDoc } from '../persistence/exam-session.schema';
import { ExamStore, type StandingsDoc } from '../persistence/exam-store';
import { decodeResponses } from '../persistence/response-codec';
import { effectiveKey, FinalKeysStore } from '../persistence/final-keys.store';

type Scored = MistakeSession &
  Pick<ExamSessionDoc, 'displayName' | 'responses' | 'questionCount' | 'submittedAt' | 'auto'>;

/** A submitted session as scored with the current key (a live mock's close puts its mistakes in the notebook). */
export interface ScoredSession {
  session: MistakeSession;
  responses: SavedResponse[];
  statuses: QuestionStatus[];
}

const PROJECTION = Object.fromEntries(
  [
    ...['userId', 'displayName', 'responses', 'questionCount', 'submittedAt', 'auto'],
    ...['quizId', 'quizName', 'sessionId', 'subject', 'submitEntry'],
  ].map((f) => [f, 1]),
);

/**
 * An exam's standings computed from its submitted sessions' stored responses and the current key: the
 * same pure functions (scoreExam, computeStandings) whatever the cause, a submission, a live mock's close
 * or a corrected key, so ranks always agree with a recomputation from the answers.
 */
@Injectable()
export class StandingsBuilder {
  constructor(
    private readonly store: ExamStore,
    private readonly quizzes: QuizCatalogReadModel,
    private readonly finalKeys: FinalKeysStore,
  ) {}

  /** `key`: the quiz as a newer snapshot describes it (a correction not stored in quiz_facts yet). */
  async build(
    quizId: string,
    releasedAt: Date | null,
    key?: StoredQuiz,
  ): Promise<{
    standings: StandingsDoc;
    autoSubmitted: number;
    scored: ScoredSession[];
    quiz: StoredQuiz;
  } | null> {
    const facts = key ?? (await this.quizzes.factsOf(quizId));
    if (!facts) return null;
    // A live mock's final key, once published, scores it (issue 33): its answer key and dropped questions.
    const { key: quiz, dropped } = effectiveKey(facts, await this.finalKeys.of(quizId));
    const sessions = await this.store
      .sessions()
      .find({ quizId, status: 'submitted' }, { projection: PROJECTION })
      .toArray();
    const scored: ScoredSession[] = [];
    const entries: StandingEntry[] = (sessions as Scored[]).map((s) => {
      const responses = decodeResponses(s.responses, s.questionCount);
      const { result, statuses } = scoreExam(responses, quiz, [], dropped);
      scored.push({ session: s, responses, statuses });
      return {
        userId: s.userId,
        displayName: s.displayName,
        score: result.score,
        submittedAt: new Date(s.submittedAt ?? 0).getTime(),
        statuses,
        seconds: responses.map((r) => r.seconds),
      };
    });
    const standings = computeStandings(entries, quiz.answerKey.length);
    return {
      standings: { _id: quizId, ...standings, computedAt: new Date(), releasedAt },
      autoSubmitted: (sessions as Scored[]).filter((s) => s.auto).length,
      scored,
      quiz,
    };
  }

  async save(doc: StandingsDoc): Promise<void> {
    await this.store.standings().replaceOne({ _id: doc._id }, doc, { upsert: true });
  }
}
