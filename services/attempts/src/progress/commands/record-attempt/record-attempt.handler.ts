import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { QuizAttempted } from '@exam/contracts';
import { ChangeLog, changeId } from '@exam/messaging';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../../../attempts.constants';
import { QuizAccess } from '../../../access/quiz-access';
import { RankedClaims } from '../../../completion/persistence/ranked-claims';
import { decideAttempt } from '../../domain/attempt-rules';
import { progressKey } from '../../../shared/persistence/keys';
import { CAPABILITY, type FirstAttemptChange } from '../../../shared/persistence/attempt-changes';
import { QuizProgress } from '../../persistence/quiz-progress.schema';
import { PlayableQuizzes } from '../../../quiz-catalog/playable-quizzes';
import { RecordAttemptCommand, type RecordAttemptResult } from './record-attempt.command';

const MESSAGES = {
  recorded: 'Quiz attempt recorded.',
  updated: 'Quiz attempt updated.',
  ignored: 'Nothing to record: this quiz is recorded on exit or already completed.',
} as const;

/** Spec section 4: the attempt is recorded on start (or on exit for Kye Bye) and updated on exit. */
@CommandHandler(RecordAttemptCommand)
export class RecordAttemptHandler implements ICommandHandler<RecordAttemptCommand> {
  constructor(
    private readonly quizzes: PlayableQuizzes,
    private readonly claims: RankedClaims,
    private readonly log: ChangeLog,
    private readonly access: QuizAccess,
    @InjectModel(QuizProgress.name, ATTEMPTS) private readonly progress: Model<QuizProgress>,
  ) {}

  async execute({ kind, input, actorId }: RecordAttemptCommand): Promise<RecordAttemptResult> {
    const quiz = await this.quizzes.get(input.quizId, kind);
    this.access.assertAllowed(quiz, input.userId, { role: input.actorRole });
    const key = progressKey(input.userId, quiz._id);
    const [existing, completed] = await Promise.all([
      this.progress.exists({ _id: key }),
      this.claims.hasCompleted(input.userId, quiz._id),
    ]);
    const exit = input.isExit;
    const decision = decideAttempt({
      division: quiz.division,
      isExit: exit,
      attempted: !!existing,
      completed,
    });
    const now = new Date();
    const learner = input.learner;

    if (decision === 'record') {
      const progress: QuizProgress = {
        _id: key,
        userId: input.userId,
        quizId: quiz._id,
        kind,
        firstAttemptedAt: now,
        lastAttemptedAt: now,
        lastExitedAt: exit ? now : null,
        learner,
      };
      const attempted = QuizAttempted.create(
        key,
        {
          userId: input.userId,
          quizId: quiz._id,
          kind,
          quizName: quiz.name,
          division: quiz.division,
          subject: quiz.subject,
          attemptedAt: now.toISOString(),
        },
        { actorId },
      );
      const outcome = await this.log.commit<FirstAttemptChange>({
        _id: changeId(CAPABILITY.firstAttempt, key),
        capability: CAPABILITY.firstAttempt,
        change: { progress },
        events: [attempted],
      });
      if (outcome.committed) return { success: true, status: 'recorded', message: MESSAGES.recorded };
      // Another call recorded the first attempt a moment ago: this one updates it.
    }
    if (decision === 'ignore') return { success: true, status: 'ignored', message: MESSAGES.ignored };
    await this.progress.updateOne(
      { _id: key },
      { $set: { lastAttemptedAt: now, ...(exit ? { lastExitedAt: now, learner } : {}) } },
    );
    return { success: true, status: 'updated', message: MESSAGES.updated };
  }
}
