import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { QuizCompletionRescored, QuizRescored, type EventEnvelope } from '@exam/contracts';
import { ChangeLog, changeId } from '@exam/messaging';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';
import { AttemptRuleError } from '../shared/domain/rule-error';
import { scoreAttempt, type AnswerKey, type QuestionStatus } from '../shared/domain/scoring';
import { decodeChoices, decodeStatuses, encodeStatuses } from './persistence/answer-codec';
import { CAPABILITY, type RescoreChange } from '../shared/persistence/attempt-changes';
import { nativeCollection, progressKey } from '../shared/persistence/keys';
import { Completion } from './persistence/completion.schema';
import { mistakesRecorded } from './mistakes-recorded';
import type { StoredQuiz } from '../quiz-catalog/stored-quiz';

const RESCORE_WAIT_MS = 30_000;

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
 * choices; the new results, the quiz's percentile rebuilt from the ranked ones and QuizRescored go through
 * the service's change log like a completion (one atomic entry: no results without their event, nor the
 * event without them), and the RescoreApplier writes them. Scoring is a function of the stored answers and
 * the key, and the entry's id is the cause's event id, so a replayed event commits nothing new.
 */
@Injectable()
export class QuizRescorer {
  constructor(
    @InjectModel(Completion.name, ATTEMPTS) private readonly model: Model<Completion>,
    private readonly log: ChangeLog,
  ) {}

  async rescore(quiz: StoredQuiz, cause: EventEnvelope): Promise<void> {
    const attempts = nativeCollection<Completion>(this.model);
    const stored = await attempts.find({ quizId: quiz.quizId }).toArray();
    const changes: EventEnvelope[] = [];
    const rescoredAt = new Date();
    // Each changed completion's event is keyed like the completion, so it is never read before it.
    const meta = (attemptId: string) => ({
      eventId: `${cause.eventId}:${attemptId}:rescored`,
      actorId: cause.actorId,
      correlationId: cause.correlationId ?? cause.eventId,
      occurredAt: rescoredAt,
    });
    // Answers a corrected key makes wrong enter the notebooks (the notebook projector takes out the ones now right).
    const mistakes: EventEnvelope[] = [];
    const results: RescoreChange['results'] = [];
    let scoresChanged = 0;
    const ranked: RescoreChange['ranked'] = [];
    const rank = (attempt: Completion, score: number) =>
      ranked.push({
        userId: attempt.userId,
        attemptId: attempt._id,
        score,
        completedAt: new Date(attempt.completedAt).toISOString(),
      });
    for (const attempt of stored) {
      let scored: ReturnType<typeof scoreAttempt>;
      try {
        scored = scoreAttempt(decodeChoices(attempt.answers), quiz);
      } catch (e) {
        // The corrected quiz no longer fits this submission (fewer questions or options): keep its result.
        if (!(e instanceof AttemptRuleError)) throw e;
        if (attempt.ranked) rank(attempt, attempt.result.score);
        continue;
      }
      const { result, statuses } = scored;
      if (attempt.ranked) rank(attempt, result.score);
      if (sameResult(attempt, result, statuses)) continue;
      results.push({ attemptId: attempt._id, result, statuses: encodeStatuses(statuses) });
      const before = decodeStatuses(attempt.statuses);
      mistakes.push(
        ...mistakesRecorded(
          { ...attempt, chapter: quiz.chapter, statuses: encodeStatuses(statuses) },
          {
            only: (i) => before[i] === 1 && statuses[i] === 0,
            eventId: `${cause.eventId}:${attempt._id}:mistakes`,
            at: rescoredAt,
          },
        ),
      );
      changes.push(
        QuizCompletionRescored.create(
          progressKey(attempt.userId, quiz.quizId),
          {
            userId: attempt.userId,
            quizId: quiz.quizId,
            quizName: quiz.name,
            attemptId: attempt._id,
            ranked: attempt.ranked,
            oldScore: attempt.result.score,
            newScore: result.score,
            correctAnswers: result.correctAnswers,
            wrongAnswers: result.wrongAnswers,
            statuses: encodeStatuses(statuses),
            rescoredAt: rescoredAt.toISOString(),
            completedAt: new Date(attempt.completedAt).toISOString(),
          },
          meta(attempt._id),
        ),
      );
      scoresChanged += attempt.result.score === result.score ? 0 : 1;
    }
    const events = changes.length
      ? [
          QuizRescored.create(
            quiz.quizId,
            {
              quizId: quiz.quizId,
              quizName: quiz.name,
              completionsRescored: stored.length,
              scoresChanged,
              rescoredAt: rescoredAt.toISOString(),
            },
            { ...meta('quiz'), eventId: `${cause.eventId}:rescored` },
          ),
          ...changes,
          ...mistakes,
        ]
      : [];
    const _id = changeId(CAPABILITY.rescore, cause.eventId);
    await this.log.commit<RescoreChange>({
      _id,
      capability: CAPABILITY.rescore,
      change: { quizId: quiz.quizId, results, ranked },
      events,
    });
    // The caller (the quiz-catalog projector) stores the new key next: the stored results go first. If they
    // take too long (the database is away), the event is delivered again and waits for the same entry.
    const deadline = Date.now() + RESCORE_WAIT_MS;
    while (await this.log.find(_id)) {
      if (Date.now() > deadline) throw new Error(`Re-scoring of ${quiz.quizId} not applied yet; will retry`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

function sameResult(attempt: Completion, result: Completion['result'], statuses: QuestionStatus[]): boolean {
  const was = attempt.result;
  const wasStatuses = decodeStatuses(attempt.statuses);
  return (
    was.score === result.score &&
    was.correctAnswers === result.correctAnswers &&
    was.wrongAnswers === result.wrongAnswers &&
    was.attemptedQuestions === result.attemptedQuestions &&
    was.totalQuestions === result.totalQuestions &&
    wasStatuses.length === statuses.length &&
    statuses.every((s, i) => wasStatuses[i] === s)
  );
}
