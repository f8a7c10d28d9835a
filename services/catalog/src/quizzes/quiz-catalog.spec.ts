import { ObjectId } from 'mongodb';
import type { Connection } from 'mongoose';
import { QuizCatalog } from './quiz-catalog';
import type { QuizSummaryDoc } from './persistence/quiz.schema';

/**
 * One database shared by several catalog instances, held in memory: the summaries a reload reads are those
 * stored when its read begins, and a test can hold that read open to let writes land meanwhile.
 */
class SharedStore {
  version = 0;
  summaries = new Map<string, QuizSummaryDoc>();
  private held?: Promise<void>;
  private release?: () => void;

  holdReads(): void {
    this.held = new Promise((resolve) => (this.release = resolve));
  }

  releaseReads(): void {
    this.release?.();
    this.held = undefined;
  }

  connection(): Connection {
    const meta = {
      findOne: async () => ({ _id: 'quizzes', v: this.version }),
      findOneAndUpdate: async () => ({ _id: 'quizzes', v: ++this.version }),
    };
    const summaries = {
      find: () => {
        const snapshot = [...this.summaries.values()];
        const held = this.held;
        return (async function* () {
          await held;
          yield* snapshot;
        })();
      },
    };
    const db = { collection: (name: string) => (name === 'catalog_meta' ? meta : summaries) };
    return { db } as unknown as Connection;
  }

  /** What another instance's write does: the summary stored, the version bumped. */
  writeElsewhere(summary: QuizSummaryDoc): void {
    this.summaries.set(summary._id.toHexString(), summary);
    this.version++;
  }
}

function summaryOf(name: string): QuizSummaryDoc {
  return {
    _id: new ObjectId(),
    kind: 'quiz',
    name,
    difficulty: 'Free Exploratory Quiz',
    subject: 'Mock Tests',
    division: 'Abhyudaya',
    classs: 'Already passed 12th',
    createdAt: new Date('2026-11-01T00:00:00Z'),
    published: true,
    rev: 1,
    questionsLength: 1,
  } as unknown as QuizSummaryDoc;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('QuizCatalog', () => {
  let store: SharedStore;
  let catalog: QuizCatalog;

  beforeEach(async () => {
    store = new SharedStore();
    store.summaries.set('x', summaryOf('Already there'));
    catalog = new QuizCatalog(store.connection());
    await catalog.reload();
  });

  it('finds a quiz written through another instance while its own reload read the summaries before it', async () => {
    store.version++; // someone wrote: this instance's next poll reloads
    store.holdReads();
    const staleReload = catalog.reload(); // reads the summaries now, before the quiz below exists
    await tick();
    const quiz = summaryOf('Published elsewhere');
    store.writeElsewhere(quiz);
    const found = catalog.find('quiz', quiz._id.toHexString());
    await tick();
    store.releaseReads();
    await staleReload;
    expect((await found)?.summary.name).toBe('Published elsewhere');
  });

  it('keeps its own write when a reload that began before it ends after it', async () => {
    store.version++;
    store.holdReads();
    const staleReload = catalog.reload();
    await tick();
    const quiz = summaryOf('Written here');
    store.summaries.set(quiz._id.toHexString(), quiz); // what the applier stores before afterWrite
    const written = catalog.afterWrite([quiz], []);
    await tick();
    store.releaseReads();
    await Promise.all([staleReload, written]);
    expect(catalog.get('quiz', quiz._id.toHexString())?.summary.name).toBe('Written here');
    // …and the version it notes is the store's, so the next poll has nothing to reload.
    const before = catalog.all('quiz').length;
    store.summaries.delete(quiz._id.toHexString());
    expect(await catalog.find('quiz', new ObjectId().toHexString())).toBeUndefined();
    expect(catalog.all('quiz')).toHaveLength(before);
  });

  it('reads again for a quiz it knows unpublished when the caller needs it published, and only then', async () => {
    const quiz = { ...summaryOf('Published since'), published: false } as QuizSummaryDoc;
    store.writeElsewhere(quiz);
    await catalog.reload();
    store.writeElsewhere({ ...quiz, published: true, rev: 2 } as QuizSummaryDoc); // published through another
    const id = quiz._id.toHexString();
    expect((await catalog.find('quiz', id))?.summary.published).toBe(false); // any entry will do: memory
    const published = await catalog.find('quiz', id, (e) => e.summary.published);
    expect(published?.summary.published).toBe(true);
  });

  it('answers an unknown id with nothing, after one version read, when nothing was written', async () => {
    expect(await catalog.find('quiz', new ObjectId().toHexString())).toBeUndefined();
    expect(catalog.all('quiz').map((e) => e.summary.name)).toEqual(['Already there']);
  });
});
