import { challengeWindow, drawFinalKey, keyStage, validWindowHours, windowOpen } from './challenge-rules';

const closesAt = '2026-11-20T10:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('the challenge window', () => {
  it('opens at the close and lasts 48 hours unless the editor set another length', () => {
    expect(challengeWindow(closesAt, null).endsAt.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(challengeWindow(closesAt, 6).endsAt.toISOString()).toBe('2026-11-20T16:00:00.000Z');
  });

  it('is open from the close up to (not at) its end', () => {
    expect(windowOpen(closesAt, null, at('2026-11-20T09:59:59Z'))).toBe(false);
    expect(windowOpen(closesAt, null, at('2026-11-20T10:00:00Z'))).toBe(true);
    expect(windowOpen(closesAt, null, at('2026-11-22T09:59:59Z'))).toBe(true);
    expect(windowOpen(closesAt, null, at('2026-11-22T10:00:00Z'))).toBe(false);
  });

  it('reads the key withheld before the close, provisional after, final once published', () => {
    expect(keyStage(closesAt, false, at('2026-11-20T09:00:00Z'))).toBe('withheld');
    expect(keyStage(closesAt, false, at('2026-11-25T09:00:00Z'))).toBe('provisional');
    expect(keyStage(closesAt, true, at('2026-11-21T09:00:00Z'))).toBe('final');
  });

  it('takes whole hours from 1 to 14 days', () => {
    expect([1, 48, 336].every(validWindowHours)).toBe(true);
    expect([0, 1.5, 337, '48', null].some(validWindowHours)).toBe(false);
  });
});

describe('drawing the final key', () => {
  const provisional = [0, 1, 2, 3, 0];

  it('keeps every question without a resolution or with keep', () => {
    expect(drawFinalKey(provisional, [{ questionIndex: 1, decision: 'keep' }])).toEqual({
      answerKey: provisional,
      changed: [],
      dropped: [],
    });
  });

  it('re-keys changed questions and lists the dropped ones, in question order', () => {
    const drawn = drawFinalKey(provisional, [
      { questionIndex: 4, decision: 'drop' },
      { questionIndex: 2, decision: 'change', key: 1 },
      { questionIndex: 0, decision: 'drop' },
    ]);
    expect(drawn).toEqual({
      answerKey: [0, 1, 1, 3, 0],
      changed: [{ questionIndex: 2, from: 2, to: 1 }],
      dropped: [0, 4],
    });
  });

  it('ignores a change to the option the key already marks and a question beyond the paper', () => {
    const drawn = drawFinalKey(provisional, [
      { questionIndex: 3, decision: 'change', key: 3 },
      { questionIndex: 9, decision: 'drop' },
    ]);
    expect(drawn).toEqual({ answerKey: provisional, changed: [], dropped: [] });
  });
});
