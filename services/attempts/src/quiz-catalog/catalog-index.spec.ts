import { bucketOf, catalogLists, encodeEntry, entryKey, quizIdOf } from './catalog-index';

describe('catalog index', () => {
  it('spreads quiz ids over the buckets, always to the same one', () => {
    const ids = Array.from({ length: 3200 }, (_, i) => `66a1b2c3d4e5f6${String(i).padStart(10, '0')}`);
    const counts = new Map<number, number>();
    for (const id of ids) counts.set(bucketOf(id), (counts.get(bucketOf(id)) ?? 0) + 1);
    expect(counts.size).toBe(32);
    expect(Math.max(...counts.values())).toBeLessThan(200);
    expect(bucketOf(ids[7])).toBe(bucketOf(ids[7]));
  });

  it('keeps quiz ids with ".", "$" or "%" usable as field names, and gives them back', () => {
    for (const id of ['quiz.1', '$where', '50%.$x', '66a1b2c3d4e5f60000000001']) {
      expect(entryKey(id)).not.toMatch(/[.$]/);
      expect(quizIdOf(entryKey(id))).toBe(id);
    }
  });

  it('lists each kind from its buckets, sorted by id', () => {
    const lists = catalogLists([
      { _id: 'head' },
      { _id: 'quiz:3', e: { b: encodeEntry({ division: 'Abhyudaya', subject: 'Current Affairs' }) } },
      { _id: 'quiz:9', e: { a: encodeEntry({ division: 'Udbodh', subject: 'NCERT - AEP' }) } },
      { _id: 'kyebye:1', e: { k: encodeEntry({ division: 'Kye Bye', subject: 'Kye Bye' }) } },
    ]);
    expect(lists.quiz).toEqual([
      { _id: 'a', division: 'Udbodh', subject: 'NCERT - AEP' },
      { _id: 'b', division: 'Abhyudaya', subject: 'Current Affairs' },
    ]);
    expect(lists.kyebye).toEqual([{ _id: 'k', division: 'Kye Bye', subject: 'Kye Bye' }]);
  });
});
