import { conflict, invalid } from '@exam/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QuizCompleted } from '@exam/contracts';
import { ChangeLog } from '@exam/messaging';
import { QuizAccess } from '../../../access/quiz-access';
import { encodeTags, noTags } from '../../../shared/domain/confidence';
import { ExamPractice } from '../../../exam/exam-practice';
import { AttemptRuleError } from '../../../shared/domain/rule-error';
import { scoreAttempt, type AttemptResult } from '../../../shared/domain/scoring';
import { encodeChoices, encodeStatuses } from '../../persistence/answer-codec';
import { CAPABILITY, type CompletionChange } from '../../../shared/persistence/attempt-changes';
import { progressKey } from '../../../shared/persistence/keys';
import type { Completion } from '../../persistence/completion.schema';
import { PlayableQuizzes } from '../../../quiz-catalog/playable-quizzes';
import type { QuizFacts } from '../../../quiz-catalog/persistence/quiz-catalog.read-model';
import { completionCommitId, CompletionRecords } from '../../persistence/completion-records';
import { CompleteQuizCommand, type CompleteQuizInput } from './complete-quiz.command';

export const ATTEMPT_ID_TAKEN_MESSAGE = 'This attemptId belongs to another submission.';

/** The result as answered, always built the same way, so a resubmission gets an identical answer. */
const answerOf = (r: AttemptResult): AttemptResult => ({
  totalQuestions: r.totalQuestions,
  attemptedQuestions: r.attemptedQuestions,
  correctAnswers: r.correctAnswers,
  wrongAnswers: r.wrongAnswers,
  score: r.score,
});

/** The result in the event's words (the API keeps the spec's totalQuestions). */
const resultFields = ({ totalQuestions, ...r }: AttemptResult) => ({ ...r, questionCount: totalQuestions });

/**
 * Scores a submission from the answer key held in memory and commits it with its QuizCompleted event in
 * one change-log insert (group-committed with concurrent submissions): the one database write of the
 * request, and no read. It answers once the change is applied (batched with its neighbours, in the
 * background chain): applying claims the rank (first completion of the quiz by the learner) and stores the
 * attempt, and finds a resubmission whose first commit was applied and cleared long ago (the attemptId is
 * taken), which is then answered as recorded.
 */
@CommandHandler(CompleteQuizCommand)
export class CompleteQuizHandler implements ICommandHandler<CompleteQuizCommand> {
  constructor(
    private readonly quizzes: PlayableQuizzes,
    private readonly records: CompletionRecords,
    private readonly log: ChangeLog,
    private readonly access: QuizAccess,
    private readonly exams: ExamPractice,
  ) {}

  async execute({ input }: CompleteQuizCommand): Promise<AttemptResult> {
    let quiz: QuizFacts;
    let practice: boolean;
    try {
      quiz = await this.quizzes.get(input.quizId, input.kind);
      this.access.assertAllowed(quiz, input.userId, { role: input.actorRole });
      practice = await this.exams.check(quiz, input.userId, input.actorRole);
    } catch (e) {
      // A resubmission is answered as recorded, even if the quiz or the learner's access changed since.
      const earlier = await this.records.find(input.attemptId);
      if (earlier) return this.sameSubmission(earlier, input);
      throw e;
    }
    const attempt = { ...this.scored(quiz, input, new Date()), ...(practice ? { unranked: true } : {}) };
    const completed = QuizCompleted.create(
      progressKey(attempt.userId, attempt.quizId),
      {
        userId: attempt.userId,
        quizId: attempt.quizId,
        kind: attempt.kind,
        quizName: attempt.quizName,
        division: attempt.division,
        subject: attempt.subject,
        chapter: quiz.chapter,
        attemptId: attempt._id,
        ...resultFields(attempt.result),
        ranked: false, // decided when applied (CompletionApplier)
        startedAt: attempt.startedAt?.toISOString() ?? null,
        endedAt: attempt.endedAt?.toISOString() ?? null,
        completedAt: attempt.completedAt.toISOString(),
        statuses: attempt.statuses as string,
        ...(attempt.confidence ? { confidence: attempt.confidence } : {}),
      },
      { actorId: input.actorId },
    );
    const outcome = await this.log.commitApplied<CompletionChange>({
      _id: completionCommitId(attempt._id),
      capability: CAPABILITY.completion,
      change: { attempt },
      events: [completed],
    });
    // Took effect: this submission is the one stored (no read). Committed without effect: another
    // submission holds the attemptId. Not committed: the entry of the same attemptId in the log, or what
    // it became.
    if (outcome.committed && outcome.verdict.tookEffect) return answerOf(attempt.result);
    const inLog = outcome.committed ? undefined : outcome.existing?.change.attempt;
    const earlier = inLog ?? (await this.records.stored(attempt._id));
    return earlier ? this.sameSubmission(earlier, input) : answerOf(attempt.result);
  }

  private sameSubmission(earlier: Completion, input: CompleteQuizInput): AttemptResult {
    if (earlier.userId !== input.userId || earlier.quizId !== input.quizId)
      throw conflict(ATTEMPT_ID_TAKEN_MESSAGE);
    return answerOf(earlier.result);
  }

  private scored(quiz: QuizFacts, input: CompleteQuizInput, now: Date): Completion {
    let scored: ReturnType<typeof scoreAttempt>;
    try {
      scored = scoreAttempt(input.answers, quiz);
    } catch (e) {
      if (e instanceof AttemptRuleError) throw invalid(e.message);
      throw e;
    }
    const { startedAt, endedAt } = input;
    if (startedAt && endedAt && endedAt < startedAt)
      throw invalid('quizEndTime cannot be before quizStartTime.');
    return {
      _id: input.attemptId,
      userId: input.userId,
      quizId: quiz._id,
      kind: quiz.kind,
      quizName: quiz.name,
      division: quiz.division,
      subject: quiz.subject,
      answers: encodeChoices(input.answers),
      ...(input.confidence && !noTags(input.confidence) ? { confidence: encodeTags(input.confidence) } : {}),
      chapter: quiz.chapter,
      statuses: encodeStatuses(scored.statuses),
      result: scored.result,
      ranked: false,
      startedAt,
      endedAt,
      completedAt: now,
      learner: input.learner,
    };
  }
}
