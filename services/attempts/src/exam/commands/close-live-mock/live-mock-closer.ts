import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ChangeLog, changeId } from '@exam/messaging';
import { AUTO_SUBMIT_GRACE_MS } from '../../domain/exam-rules';
import { EXAM_CAPABILITY, type LiveMockCloseChange } from '../../persistence/exam-changes';
import type { LiveMockDoc } from '../../persistence/exam-session.schema';
import { ExamStore } from '../../persistence/exam-store';
import { ExamDeadlines } from '../submit-exam/exam-deadlines';

/** How often live mocks are checked for a close due. */
const CHECK_EVERY_MS = 500;
/** The list of live mocks is read again this often (the projector also refreshes it on every change here). */
const REFRESH_EVERY_MS = 5_000;

/**
 * Closes each live mock at its close plus the grace: submits every session still open (the server's
 * auto-submission), then commits the close, whose applier computes the standings and releases rank,
 * percentile and leaderboard to every candidate at once. One close per mock (its entry id), whichever
 * instance gets there first.
 */
@Injectable()
export class LiveMockCloser implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LiveMockCloser');
  private mocks: LiveMockDoc[] = [];
  private readAt = 0;
  private readonly closing = new Set<string>();
  private timer?: NodeJS.Timeout;
  private checking?: Promise<void>;

  constructor(
    private readonly store: ExamStore,
    private readonly deadlines: ExamDeadlines,
    private readonly log: ChangeLog,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(
      () => void (this.checking ??= this.check().finally(() => (this.checking = undefined))),
      CHECK_EVERY_MS,
    );
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** The projector changed the list: read it again at the next check. */
  refresh(): void {
    this.readAt = 0;
  }

  private async check(): Promise<void> {
    try {
      if (Date.now() - this.readAt > REFRESH_EVERY_MS) {
        this.mocks = await this.store.liveMocks().find({ closedAt: null, removed: false }).toArray();
        this.readAt = Date.now();
      }
      const due = this.mocks.filter(
        (m) => !this.closing.has(m._id) && Date.parse(m.closesAt) + AUTO_SUBMIT_GRACE_MS <= Date.now(),
      );
      for (const mock of due) {
        this.closing.add(mock._id);
        void this.close(mock).finally(() => this.closing.delete(mock._id));
      }
    } catch (e) {
      this.logger.warn({ msg: 'Live mock check failed; will retry', error: (e as Error).message });
    }
  }

  private async close(mock: LiveMockDoc): Promise<void> {
    try {
      const open = await this.store.open().find({ quizId: mock._id }).toArray();
      await Promise.all(open.map((o) => this.deadlines.submit(o._id)));
      if (await this.store.open().countDocuments({ quizId: mock._id })) return; // not all in yet: next check
      await this.log.commitApplied<LiveMockCloseChange>({
        _id: changeId(EXAM_CAPABILITY.close, `${mock._id}:${mock.closesAt}`),
        capability: EXAM_CAPABILITY.close,
        change: { quizId: mock._id, closedAt: new Date() },
        events: [],
      });
      this.mocks = this.mocks.filter((m) => m._id !== mock._id);
    } catch (e) {
      this.logger.warn({
        msg: 'Live mock not closed yet; will retry',
        quizId: mock._id,
        error: (e as Error).message,
      });
    }
  }
}
