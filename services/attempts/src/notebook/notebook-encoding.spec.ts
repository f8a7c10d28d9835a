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
      { index: 1, option: 2, confidence: 'sure' as const, right: false },
      { index: 4, option: 0, confidence: null, right: false },
    ],
  };
  const doc = emptyDoc(base);
  recordMistakes(doc, base);
  return doc;
};

describe('the notebook as stored: one string per shelf and per entry', () => {
  const doc = recorded('2026-11-20T10:00:00.000Z');
  const shelf = shelfOf(doc)!;

  it('reads back a shelf written as a string, and one written before as an object', () => {
    const index = { _id: 'u1', q: { 'q%2E1': encodeShelf(shelf), old: { ...shelf, quizId: 'old' } } };
    expect(shelvesOf(index)).toEqual([shelf, { ...shelf, quizId: 'old' }]);
    expect(shelvesOf(null)).toEqual([]);
    expect(typeof encodeShelf(shelf)).toBe('string');
  });

  it('stores each entry as a string and reads back the same document, and reads entries stored as objects', () => {
    const stored = storedQuizDoc(doc);
    expect(Object.values(stored.e).every((e) => typeof e === 'string')).toBe(true);
    expect(decodedQuizDoc(stored)).toEqual(doc);
    expect(decodedQuizDoc({ ...doc })).toEqual(doc);
  });
});
