import { Types } from 'mongoose';
import type { Connection } from 'mongoose';
import type { QuizSummaryDoc } from '../../quizzes/persistence/quiz.schema';
import { EXAM_KEY_RECHECK_MS } from '../../catalog.constants';
import { ExamKeyReleases } from './exam-key-releases';

/** An exam (a Mock Test) and the releases a database holds, counting its reads. */
function setUp() {
  const stored = new Set<string>();
  const reads = { count: 0 };
  const collection = {
    findOne: ({ _id }: { _id: string }) => {
      reads.count++;
      return Promise.resolve(stored.has(_id) ? { _id } : null);
    },
    updateOne: ({ _id }: { _id: string }) => {
      stored.add(_id);
      return Promise.resolve({});
    },
    deleteMany: () => Promise.resolve({}),
  };
  const connection = { db: { collection: () => collection } } as unknown as Connection;
  const quiz = { _id: new Types.ObjectId(), subject: 'Mock Tests' } as unknown as QuizSummaryDoc;
  return { keys: new ExamKeyReleases(connection), stored, reads, quiz };
}

describe('an exam key withheld from a learner', () => {
  it('is answered from memory on repeated opens, and read again after EXAM_KEY_RECHECK_MS', async () => {
    const { keys, reads, quiz } = setUp();
    const at = new Date('2030-01-01T00:00:00Z');
    await expect(keys.withheld(quiz, 'u1', at)).resolves.toBe(true);
    await expect(keys.withheld(quiz, 'u1', new Date(at.getTime() + EXAM_KEY_RECHECK_MS - 1))).resolves.toBe(
      true,
    );
    expect(reads.count).toBe(1);
    await expect(keys.withheld(quiz, 'u1', new Date(at.getTime() + EXAM_KEY_RECHECK_MS))).resolves.toBe(true);
    expect(reads.count).toBe(2);
    // Another learner's key is theirs to read
    await expect(keys.withheld(quiz, 'u2', at)).resolves.toBe(true);
    expect(reads.count).toBe(3);
  });

  it('is released at once when the release is projected here, however recently it was found withheld', async () => {
    const { keys, quiz } = setUp();
    const at = new Date();
    await expect(keys.withheld(quiz, 'u1', at)).resolves.toBe(true);
    await keys.release('u1', quiz._id.toHexString(), at);
    await expect(keys.withheld(quiz, 'u1', at)).resolves.toBe(false);
  });

  it('is read again at once when another instance projected its release and the time has passed', async () => {
    const { keys, stored, quiz } = setUp();
    const at = new Date('2030-01-01T00:00:00Z');
    await expect(keys.withheld(quiz, 'u1', at)).resolves.toBe(true);
    stored.add(`u1:${quiz._id.toHexString()}`);
    await expect(keys.withheld(quiz, 'u1', new Date(at.getTime() + EXAM_KEY_RECHECK_MS))).resolves.toBe(
      false,
    );
  });

  it('is not remembered as withheld when a release was projected here while it was being read', async () => {
    const { keys, quiz } = setUp();
    const at = new Date();
    const reading = keys.withheld(quiz, 'u1', at);
    await keys.release('u1', quiz._id.toHexString(), at);
    await expect(reading).resolves.toBe(true);
    await expect(keys.withheld(quiz, 'u1', at)).resolves.toBe(false);
  });
});
