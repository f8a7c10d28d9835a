import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SubmitExamCommand } from './submit-exam.command';
import { AUTO_SUBMIT_GRACE_MS } from '../../domain/exam-rules';
import { ExamSessionApplier } from '../../exam-session.applier';
import type { ExamSessionDoc } from '../../persistence/exam-session.schema';
import { ExamStore } from '../../persistence/exam-store';

/** How often the open sessions are read for any past due (started by another instance, or before a restart). */
export const DEADLINE_SWEEP_MS = 5_000;
/** Timers further out than this are left to the sweep (setTimeout's limit is about 24 days). */
const LONGEST_TIMER_MS = 24 * 3600_000;

/**
 * Submits every session whose learner never did, at its deadline plus the grace: a timer per session this
 * instance started, and a sweep of the open sessions (at start-up, then every few seconds) for the rest, so
 * a restart or another instance's session is not forgotten. Submitting twice is harmless (one per session).
 */
@Injectable()
export class ExamDeadlines implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ExamDeadlines');
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly submitting = new Map<string, Promise<void>>();
  private sweeper?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly applier: ExamSessionApplier,
    private readonly store: ExamStore,
    private readonly commands: CommandBus,
  ) {}

  onApplicationBootstrap(): void {
    this.applier.onWritten((doc) => this.follow(doc));
    this.sweeper = setInterval(() => void this.sweep(), DEADLINE_SWEEP_MS);
    this.sweeper.unref();
    void this.sweep(true);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearInterval(this.sweeper);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** Submits now every open session past its deadline and grace; `all` also sets timers for the others. */
  async sweep(all = false): Promise<void> {
    try {
      const now = Date.now();
      const open = await this.store
        .open()
        .find(all ? {} : { autoSubmitAt: { $lte: new Date(now) } })
        .toArray();
      await Promise.all(
        open.map((o) =>
          o.autoSubmitAt.getTime() <= now ? this.submit(o._id) : this.schedule(o._id, o.autoSubmitAt),
        ),
      );
    } catch (e) {
      this.logger.warn({ msg: 'Exam deadline sweep failed; will retry', error: (e as Error).message });
    }
  }

  /** Submits one session for the server (the live-mock closer waits on it). */
  submit(key: string): Promise<void> {
    const running = this.submitting.get(key);
    if (running) return running;
    const [userId, quizId] = key.split(':');
    const run = this.commands
      .execute(new SubmitExamCommand(userId, quizId, true))
      .then(() => undefined)
      .catch((e: Error) => this.logger.warn({ msg: 'Auto-submit failed; will retry', key, error: e.message }))
      .finally(() => this.submitting.delete(key));
    this.submitting.set(key, run);
    return run;
  }

  private follow(doc: ExamSessionDoc): void {
    if (doc.status === 'submitted') {
      clearTimeout(this.timers.get(doc._id));
      this.timers.delete(doc._id);
    } else if (!this.timers.has(doc._id)) {
      this.schedule(doc._id, new Date(doc.deadline.getTime() + AUTO_SUBMIT_GRACE_MS));
    }
  }

  private schedule(key: string, at: Date): void {
    const delay = at.getTime() - Date.now();
    if (this.stopped || this.timers.has(key) || delay > LONGEST_TIMER_MS) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(key);
        void this.submit(key);
      },
      Math.max(0, delay),
    );
    timer.unref();
    this.timers.set(key, timer);
  }
}
