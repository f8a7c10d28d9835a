import type { ChangeLog } from '@exam/messaging';
import type { ExamSessions } from '../../exam-sessions';
import type { ExamSessionDoc } from '../../persistence/exam-session.schema';
import { SaveAnswersCommand } from './save-answers.command';
import { SaveAnswersHandler } from './save-answers.handler';

const deadline = new Date('2026-11-28T10:00:00.000Z');
const session = {
  status: 'open',
  deadline,
  questionCount: 10,
  sections: [],
  seqs: {},
} as unknown as ExamSessionDoc;
const save = { seq: 1, question: 0, seconds: 12 };

function handler() {
  const committed: unknown[] = [];
  const sessions = { get: async () => session } as unknown as ExamSessions;
  const log = { commit: async (entry: unknown) => void committed.push(entry) } as unknown as ChangeLog;
  return { handler: new SaveAnswersHandler(sessions, log), committed };
}

describe('a save is judged by when it reached the server, not when its handler ran (issue 31)', () => {
  it('keeps an answer that arrived a second before the deadline though it is handled after it', async () => {
    // given a save that queued behind a storm and is handled 2 s after the deadline
    jest.useFakeTimers({ now: deadline.getTime() + 2_000 });
    try {
      const { handler: h, committed } = handler();
      const arrivedAt = new Date(deadline.getTime() - 1_000);
      // when it is handled
      const answer = await h.execute(new SaveAnswersCommand('u1', 'q1', 'd', [save], arrivedAt));
      // then it is saved, stamped with its arrival
      expect(answer.saved).toBe(1);
      expect(committed).toHaveLength(1);
      expect(committed[0]).toMatchObject({ change: { op: 'save', receivedAt: arrivedAt } });
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses an answer that arrived after the deadline', async () => {
    const { handler: h, committed } = handler();
    const arrivedAt = new Date(deadline.getTime() + 1);
    await expect(h.execute(new SaveAnswersCommand('u1', 'q1', 'd', [save], arrivedAt))).rejects.toMatchObject(
      {
        details: { reason: 'deadline_passed' },
      },
    );
    expect(committed).toHaveLength(0);
  });
});
