import { confidenceReport, decodeTags, encodeTags } from './confidence';

describe('confidence tags', () => {
  it('are stored one character per question and read back', () => {
    expect(encodeTags(['sure', null, 'guess', 'fifty'])).toBe('S-GF');
    expect(decodeTags('S-GF')).toEqual(['sure', null, 'guess', 'fifty']);
    expect(decodeTags(undefined)).toEqual([]);
  });

  it('give accuracy per tag and mark sure-but-wrong and guessed-right answers', () => {
    const report = confidenceReport([1, 0, 1, 0, 1, -1], ['sure', 'sure', 'guess', 'guess', 'fifty', 'sure']);
    expect(report.byTag).toEqual({
      sure: { answered: 2, right: 1 },
      fifty: { answered: 1, right: 1 },
      guess: { answered: 2, right: 1 },
    });
    expect(report.disagreements).toEqual([
      { index: 1, kind: 'sureButWrong' },
      { index: 2, kind: 'guessedRight' },
    ]);
  });
});
