import { DomainError, invalid, notFound } from '@exam/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ChangeLog, changeId } from '@exam/messaging';
import { progressKey } from '../../../shared/persistence/keys';
import { isLate, lockedSection, sectionLockMessage } from '../../domain/exam-rules';
import { ExamSessions } from '../../exam-sessions';
import { EXAM_CAPABILITY, type ExamSessionChange } from '../../persistence/exam-changes';
import { SaveAnswersCommand, type SaveAnswersAnswer } from './save-answers.command';

export const NO_SESSION_MESSAGE = 'You have not started this exam.';
export const SUBMITTED_MESSAGE = 'This exam has been submitted: its answers can no longer change.';
export const LATE_MESSAGE =
  'Time is up: this answer reached the server after the deadline, so it was not saved and will not be counted.';

/**
 * Saves a batch of a device's responses: checked against the session held in memory (submitted, the
 * deadline, each question's section), then committed as one change-log entry (group-committed with the
 * other learners'): the one database write of the request. Its id names the device's seq range, so a batch
 * sent again commits nothing new; the applier applies each device's saves after its last seq, in order.
 */
@CommandHandler(SaveAnswersCommand)
export class SaveAnswersHandler implements ICommandHandler<SaveAnswersCommand> {
  constructor(
    private readonly sessions: ExamSessions,
    private readonly log: ChangeLog,
  ) {}

  async execute({
    userId,
    quizId,
    deviceId,
    saves,
    arrivedAt,
  }: SaveAnswersCommand): Promise<SaveAnswersAnswer> {
    // A save is on time if it reached the server in time, however long it then queued behind others.
    const now = arrivedAt;
    const key = progressKey(userId, quizId);
    const session = await this.sessions.get(key);
    if (!session) throw notFound(NO_SESSION_MESSAGE);
    if (session.status !== 'open')
      throw new DomainError('conflict', SUBMITTED_MESSAGE, { reason: 'submitted' });
    if (isLate(session.deadline, now))
      throw new DomainError('conflict', LATE_MESSAGE, { reason: 'deadline_passed' });
    const beyond = saves.find((s) => s.question >= session.questionCount);
    if (beyond)
      throw invalid(`Question ${beyond.question + 1} is not in this exam (it has ${session.questionCount}).`);
    const refused: SaveAnswersAnswer['refused'] = [];
    const accepted = saves.filter((s) => {
      const lock = lockedSection(session.sections, s.question, now);
      if (lock) refused.push({ seq: s.seq, question: s.question, message: sectionLockMessage(lock) });
      return !lock;
    });
    const seqs = saves.map((s) => s.seq);
    const [first, last] = [Math.min(...seqs), Math.max(...seqs)];
    if (accepted.length)
      await this.log.commit<ExamSessionChange>({
        _id: changeId(EXAM_CAPABILITY.session, `save:${key}:${deviceId}:${first}-${last}`),
        capability: EXAM_CAPABILITY.session,
        change: { op: 'save', key, deviceId, items: accepted, receivedAt: now },
        events: [],
      });
    return {
      saved: Math.max(last, session.seqs[deviceId] ?? 0),
      refused,
      serverNow: new Date().toISOString(),
      deadline: session.deadline.toISOString(),
    };
  }
}
