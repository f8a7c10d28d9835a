import { BadRequestException, ConflictException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QuizCompleted } from '@exam/contracts';
import { AttemptRuleError } from '../../../domain/rule-error';
import { scoreAttempt, type AttemptResult } from '../../../domain/scoring';
import { learnerContextOf } from '../../../http/learner-quiz.request.dto';
import { progressKey } from '../../../persistence/keys';
import { PendingChanges } from '../../../persistence/pending-changes';
import type { QuizAttempt } from '../../../persistence/quiz-attempt.schema';
import { PlayableQuizzes } from '../../../quiz-catalog/playable-quizzes';
import type { QuizFacts } from '../../../quiz-catalog/quiz-catalog.read-model';
import { completionCommitId, CompletionRecords } from '../../completion-records';
import { RankedClaims } from '../../ranked-claims';
import { CompleteQuizCommand } from './complete-quiz.command';
import type { CompleteQuizRequestDto } from './complete-quiz.request.dto';

export const ATTEMPT_ID_TAKEN_MESSAGE = 'This attemptId belongs to another submission.';

/** The result as answered, always built the same way, so a resubmission gets an identical answer. */
const answerOf = (r: AttemptResult): AttemptResult => ({
  totalQuestions: r.totalQuestions,
  attemptedQuestions: r.attemptedQuestions,
  correctAnswers: r.correctAnswers,
  wrongAnswers: r.wrongAnswers,
  score: r.score,
});

/**
 * Scores a submission from the server's answer key and records it once per attemptId. The first completion of
 * the quiz by the learner claims the rank (ranked_claims); the attempt and its QuizCompleted event are then
 * committed in one insert, which is also where a concurrent resubmission meets the first one.
 */
@CommandHandler(CompleteQuizCommand)
export class CompleteQuizHandler implements ICommandHandler<CompleteQuizCommand> {
  constructor(
    private readonly quizzes: PlayableQuizzes,
    private readonly records: CompletionRecords,
    private readonly claims: RankedClaims,
    private readonly changes: PendingChanges,
  ) {}

  async execute({ kind, input, actorId }: CompleteQuizCommand): Promise<AttemptResult> {
    // A resubmission is answered as recorded, even if the quiz changed or went away since.
    const earlier = await this.records.find(input.attemptId);
    if (earlier) return this.sameSubmission(earlier, input);

    const quiz = await this.quizzes.get(input.quizId, kind);
    const attempt = this.scored(quiz, input, new Date());
    const key = progressKey(attempt.userId, attempt.quizId);
    const claim = { key, userId: attempt.userId, quizId: attempt.quizId, attemptId: attempt._id };
    attempt.ranked = await this.claims.claim({ ...claim, score: attempt.result.score }, attempt.completedAt);

    const completed = QuizCompleted.create(
      key,
      {
        userId: attempt.userId,
        quizId: attempt.quizId,
        kind: attempt.kind,
        quizName: attempt.quizName,
        division: attempt.division,
        subject: attempt.subject,
        attemptId: attempt._id,
        ...attempt.result,
        ranked: attempt.ranked,
        startedAt: attempt.startedAt?.toISOString() ?? null,
        endedAt: attempt.endedAt?.toISOString() ?? null,
        completedAt: attempt.completedAt.toISOString(),
      },
      { actorId },
    );
    const outcome = await this.changes.commit(
      completionCommitId(attempt._id),
      { kind: 'completion', attempt },
      [completed],
    );
    if (outcome.committed) return answerOf(attempt.result);

    const first =
      outcome.existing?.kind === 'completion'
        ? outcome.existing.attempt
        : await this.records.find(attempt._id);
    if (first?.userId === attempt.userId && first.quizId === attempt.quizId) return answerOf(first.result);
    if (attempt.ranked) await this.claims.release(key, attempt._id);
    throw new ConflictException(ATTEMPT_ID_TAKEN_MESSAGE);
  }

  private sameSubmission(earlier: QuizAttempt, input: CompleteQuizRequestDto): AttemptResult {
    if (earlier.userId !== input.userId || earlier.quizId !== input.quizId)
      throw new ConflictException(ATTEMPT_ID_TAKEN_MESSAGE);
    return answerOf(earlier.result);
  }

  private scored(quiz: QuizFacts, input: CompleteQuizRequestDto, now: Date): QuizAttempt {
    const answers = input.answers.map((a) => a.option);
    let scored: ReturnType<typeof scoreAttempt>;
    try {
      scored = scoreAttempt(answers, quiz);
    } catch (e) {
      if (e instanceof AttemptRuleError) throw new BadRequestException(e.message);
      throw e;
    }
    const startedAt = input.quizStartTime ? new Date(input.quizStartTime) : null;
    const endedAt = input.quizEndTime ? new Date(input.quizEndTime) : null;
    if (startedAt && endedAt && endedAt < startedAt)
      throw new BadRequestException('quizEndTime cannot be before quizStartTime.');
    return {
      _id: input.attemptId,
      userId: input.userId,
      quizId: quiz._id,
      kind: quiz.kind,
      quizName: quiz.name,
      division: quiz.division,
      subject: quiz.subject,
      answers,
      statuses: scored.statuses,
      result: scored.result,
      ranked: false,
      startedAt,
      endedAt,
      completedAt: now,
      learner: learnerContextOf(input),
    };
  }
}
