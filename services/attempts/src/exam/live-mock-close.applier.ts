import { Injectable } from '@nestjs/common';
import { LiveMockClosed } from '@exam/contracts';
import { NO_EFFECT, type AppliedVerdict, type ChangeApplier, type ChangeLogEntry } from '@exam/messaging';
import { examMistakesRecorded } from './exam-mistakes.events';
import { EXAM_CAPABILITY, type LiveMockCloseChange } from './persistence/exam-changes';
import { ExamStore } from './persistence/exam-store';
import { StandingsBuilder } from './projections/standings-builder';

/**
 * Applies a live mock's close: its standings from every submitted session, released at the close for
 * everyone at once, and LiveMockClosed with the figures. Applied again after a crash, it computes the same
 * standings and, being the entry that closed the mock (closeEntry), tells the same events.
 */
@Injectable()
export class LiveMockCloseApplier implements ChangeApplier<LiveMockCloseChange> {
  readonly capability = EXAM_CAPABILITY.close;

  constructor(
    private readonly store: ExamStore,
    private readonly builder: StandingsBuilder,
  ) {}

  async apply(entries: ReadonlyArray<ChangeLogEntry<LiveMockCloseChange>>): Promise<AppliedVerdict[]> {
    const out: AppliedVerdict[] = [];
    for (const entry of entries) out.push(await this.close(entry));
    return out;
  }

  private async close({ _id, change }: ChangeLogEntry<LiveMockCloseChange>): Promise<AppliedVerdict> {
    const mock = await this.store.liveMocks().findOne({ _id: change.quizId });
    if (!mock || (mock.closedAt && mock.closeEntry !== _id)) return NO_EFFECT;
    const closedAt = new Date(change.closedAt);
    const built = await this.builder.build(change.quizId, closedAt);
    if (!built) throw new Error(`Live mock ${change.quizId} has no answer key yet; will retry`);
    await this.builder.save(built.standings);
    await this.store.liveMocks().updateOne({ _id: change.quizId }, { $set: { closedAt, closeEntry: _id } });
    const { standings } = built;
    const events = [
      LiveMockClosed.create(
        change.quizId,
        {
          quizId: change.quizId,
          quizName: mock.quizName,
          opensAt: mock.opensAt,
          closesAt: mock.closesAt,
          closedAt: closedAt.toISOString(),
          candidates: standings.candidates,
          autoSubmitted: built.autoSubmitted,
          topScore: standings.topScore,
          averageScore: standings.averageScore,
        },
        { eventId: _id, occurredAt: closedAt },
      ),
      ...built.scored.flatMap((s) =>
        examMistakesRecorded(s.session, s.responses, s.statuses, built.quiz, closedAt),
      ),
    ];
    return { tookEffect: true, events };
  }
}
