import { isDuplicateKey } from '@exam/common';
import type { Collection, Document, OptionalUnlessRequiredId } from 'mongodb';

interface Waiting<T> {
  doc: T;
  settle: (outcome: 'inserted' | 'duplicate' | Error) => void;
}

/**
 * Group commit: single-document inserts that arrive while one insertMany is on its way go together in the
 * next one. Each document is still its own atomic write (ordered: false reports each one's fate), but a
 * storm of commits costs the database one call per batch, not one per commit. No timer: a lone insert goes
 * at once, so latency at low load is one round trip.
 */
export class GroupCommit<T extends Document & { _id: string }> {
  private queue: Waiting<T>[] = [];
  private flushing = false;

  constructor(
    private readonly collection: () => Collection<T>,
    private readonly maxBatch = 500,
  ) {}

  insert(doc: T): Promise<'inserted' | 'duplicate'> {
    return new Promise((resolve, reject) => {
      this.queue.push({ doc, settle: (o) => (o instanceof Error ? reject(o) : resolve(o)) });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, this.maxBatch);
        await this.write(batch);
      }
    } finally {
      this.flushing = false;
    }
  }

  private async write(batch: Waiting<T>[]): Promise<void> {
    const failed = new Map<number, unknown>();
    try {
      await this.collection().insertMany(
        batch.map((w) => w.doc as OptionalUnlessRequiredId<T>),
        { ordered: false },
      );
    } catch (e) {
      const writeErrors = (e as { writeErrors?: unknown }).writeErrors;
      if (writeErrors === undefined) {
        for (const w of batch) w.settle(e instanceof Error ? e : new Error(String(e)));
        return;
      }
      for (const we of ([] as Array<{ index: number; code?: number }>).concat(
        writeErrors as Array<{ index: number }>,
      ))
        failed.set(we.index, we);
    }
    batch.forEach((w, i) => {
      const error = failed.get(i);
      if (error === undefined) w.settle('inserted');
      else if (isDuplicateKey(error)) w.settle('duplicate');
      else w.settle(new Error((error as { errmsg?: string }).errmsg ?? 'insert failed'));
    });
  }
}
