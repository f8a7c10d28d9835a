import { invalid } from '@exam/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TimeSpentRecorded } from '@exam/contracts';
import { ChangeLog, changeId } from '@exam/messaging';
import { randomUUID } from 'node:crypto';
import { QuizAccess } from '../../../access/quiz-access';
import { AttemptRuleError } from '../../../shared/domain/rule-error';
import { normalizeDurations, type TimeSpent } from '../../domain/time-spent';
import { progressKey } from '../../../shared/persistence/keys';
import { CAPABILITY, type TimeSpentChange } from '../../../shared/persistence/attempt-changes';
import type { TimeSpentRecord } from '../../persistence/time-spent.schema';
import { PlayableQuizzes } from '../../../quiz-catalog/playable-quizzes';
import { StoreTimeSpentCommand, type StoreTimeSpentResult } from './store-time-spent.command';

/**
 * Stores seconds per question for a quiz, or for a practice reattempt in a collection of its own: reattempt
 * time is kept apart and never counted in results (spec section 2.11). Reattempts carry no start and end times.
 */
@CommandHandler(StoreTimeSpentCommand)
export class StoreTimeSpentHandler implements ICommandHandler<StoreTimeSpentCommand> {
  constructor(
    private readonly quizzes: PlayableQuizzes,
    private readonly log: ChangeLog,
    private readonly access: QuizAccess,
  ) {}

  async execute({ mode, input, actorId }: StoreTimeSpentCommand): Promise<StoreTimeSpentResult> {
    const quiz = await this.quizzes.get(input.quizId);
    this.access.assertAllowed(quiz, input.userId, { role: input.actorRole });
    let spent: TimeSpent;
    try {
      spent = normalizeDurations(input.durations, quiz.answerKey.length);
    } catch (e) {
      if (e instanceof AttemptRuleError) throw invalid(e.message);
      throw e;
    }
    const timed = mode === 'attempt';
    const startedAt = timed ? input.startedAt : null;
    const endedAt = timed ? input.endedAt : null;
    if (startedAt && endedAt && endedAt < startedAt)
      throw invalid('quizEndTime cannot be before quizStartTime.');

    const record: TimeSpentRecord = {
      _id: randomUUID(),
      userId: input.userId,
      quizId: quiz._id,
      quizName: quiz.name,
      quizDivision: quiz.division,
      quizClass: quiz.classs,
      quizSubject: quiz.subject,
      quizChapter: quiz.chapter,
      durations: spent.perQuestion,
      totalSeconds: spent.totalSeconds,
      startedAt,
      endedAt,
      recordedAt: new Date(),
    };
    const recorded = TimeSpentRecorded.create(
      progressKey(input.userId, quiz._id),
      {
        userId: input.userId,
        quizId: quiz._id,
        reattempt: mode === 'reattempt',
        totalSeconds: spent.totalSeconds,
        questionsTimed: spent.perQuestion.length,
      },
      { actorId },
    );
    await this.log.commit<TimeSpentChange>({
      _id: changeId(CAPABILITY.timeSpent, record._id),
      capability: CAPABILITY.timeSpent,
      change: { mode, record },
      events: [recorded],
    });
    return {
      success: true,
      message: timed ? 'Time spent stored.' : 'Reattempt time stored (not counted in results).',
      totalSeconds: spent.totalSeconds,
      questions: spent.perQuestion.length,
    };
  }
}
