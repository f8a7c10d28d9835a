import { decodedQuizDoc, storedQuizDoc } from './notebook-entries';
import { encodeShelf, shelfOf, shelvesOf } from './notebook-shelf';
import { emptyDoc, recordMistakes } from './projections/notebook-changes';

const recorded = (at: string) => {
  const base = {
    userId: 'u1',
    quizId: 'q.1',
    kind: 'quiz' as const,
    quizName: 'Mughals 1',
    subject: 'History',
    chapter: 'Mughals',
    source: 'quiz' as const,
    attemptId: 'a1',
    recordedAt: at,
    questions: [
      { questionIndex: 1, option: 2, confidence: 'sure' as const, right: false },
      { questionIndex: 4, option: 0, confidence: null, right: false },
    ],
  };
  const doc = emptyDoc(base);
  recordMistakes(doc, base);
  return doc;
};

describe("the notebook as stored: one string per shelf, and a quiz's entries in one string", () => {
  const doc = recorded('2026-11-20T10:00:00.000Z');
  const shelf = shelfOf(doc)!;

  it('reads back a shelf written as a string, and one written before as an object', () => {
    const index = { _id: 'u1', q: { 'q%2E1': encodeShelf(shelf), old: { ...shelf, quizId: 'old' } } };
    expect(shelvesOf(index)).toEqual([shelf, { ...shelf, quizId: 'old' }]);
    expect(shelvesOf(null)).toEqual([]);
    expect(typeof encodeShelf(shelf)).toBe('string');
  });

  it('stores the entries in one string and reads back the same document', () => {
    const stored = storedQuizDoc(doc);
    expect(typeof stored.entries).toBe('string');
    expect(stored).not.toHaveProperty('e');
    expect(decodedQuizDoc(stored)).toEqual(doc);
    expect(decodedQuizDoc(storedQuizDoc({ ...doc, e: {} }))).toEqual({ ...doc, e: {} });
  });

  it('reads documents written before: one string per entry, and earlier one object per entry', () => {
    const perEntry = Object.fromEntries(Object.entries(doc.e).map(([k, v]) => [k, JSON.stringify(v)]));
    expect(decodedQuizDoc({ ...doc, e: perEntry })).toEqual(doc);
    expect(decodedQuizDoc({ ...doc })).toEqual(doc);
  });
});
