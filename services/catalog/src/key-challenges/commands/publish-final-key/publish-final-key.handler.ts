import { conflict } from '@exam/common';
import { FinalKeyPublished } from '@exam/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QuizWriter } from '../../../quizzes/quiz.writer';
import { answerKey, type Question } from '../../../quizzes/domain/quiz-content';
import { drawFinalKey, STALE_KEY_STATE } from '../../domain/challenge-rules';
import { LiveMockKeyLoader } from '../../live-mock-key.loader';
import type { LiveMockKeyDoc } from '../../persistence/key-challenge.docs';
import { KeyChallengesRepository } from '../../persistence/key-challenges.repository';
import { PublishFinalKeyCommand, type PublishedFinalKey } from './publish-final-key.command';

/** A question keyed to option `to` (its Hindi key follows, where the Hindi options exist). */
const rekeyed = (q: Question, to: number): Question => ({
  ...q,
  correct_answer: q.options[to],
  correct_answer_hindi: q.options_hindi[to] ?? '',
});

/**
 * Publishes a live mock's final key in three steps, each safe to repeat: the drawn key is recorded
 * ('publishing', with the provisional key as it was), the changed keys are written into the quiz (its
 * history and QuizUpdated, as any correction), then the key is final and FinalKeyPublished is told, for
 * attempts to re-score and re-rank. A publication cut short is finished by the next request.
 */
@CommandHandler(PublishFinalKeyCommand)
export class PublishFinalKeyHandler implements ICommandHandler<PublishFinalKeyCommand> {
  constructor(
    private readonly loader: LiveMockKeyLoader,
    private readonly writer: QuizWriter,
    private readonly repo: KeyChallengesRepository,
  ) {}

  async execute(cmd: PublishFinalKeyCommand): Promise<PublishedFinalKey> {
    const { state, stored } = await this.loader.loadProvisional(cmd.quizId, { closed: true });
    const quiz = await this.writer.load('quiz', cmd.quizId);
    let publishing: LiveMockKeyDoc = state;
    if (state.stage === 'provisional') {
      const provisionalKey = answerKey(quiz.questions);
      const { answerKey: finalKey, changed, dropped } = drawFinalKey(provisionalKey, state.resolutions);
      publishing = { ...state, stage: 'publishing', provisionalKey, finalKey, changed, dropped };
      if (!(await this.repo.saveKey(publishing, stored))) throw conflict(STALE_KEY_STATE);
      publishing = { ...publishing, v: (stored?.v ?? 0) + 1 };
    }
    const finalKey = publishing.finalKey!;
    const keyNow = answerKey(quiz.questions);
    if (finalKey.some((k, i) => k !== keyNow[i]))
      await this.writer.write(
        quiz,
        {
          questions: quiz.questions.map((q, i) => (finalKey[i] === keyNow[i] ? q : rekeyed(q, finalKey[i]))),
        },
        cmd.actorId,
      );
    const publishedAt = new Date();
    const challenges = await this.repo.challenges().countDocuments({ quizId: cmd.quizId });
    const final: LiveMockKeyDoc = {
      ...publishing,
      stage: 'final',
      challenges,
      publishedAt,
      publishedBy: cmd.actorId,
    };
    const event = FinalKeyPublished.create(
      cmd.quizId,
      {
        quizId: cmd.quizId,
        quizName: quiz.name,
        provisionalKey: publishing.provisionalKey!,
        answerKey: finalKey,
        changed: publishing.changed,
        dropped: publishing.dropped,
        challenges,
        publishedAt: publishedAt.toISOString(),
      },
      { actorId: cmd.actorId, occurredAt: publishedAt, eventId: `FinalKeyPublished:${cmd.quizId}` },
    );
    if (!(await this.repo.saveKey(final, publishing, [event]))) throw conflict(STALE_KEY_STATE);
    return {
      quizId: cmd.quizId,
      publishedAt: publishedAt.toISOString(),
      changed: publishing.changed.map((c) => c.questionIndex),
      dropped: publishing.dropped,
    };
  }
}
