import { describe, expect, it } from 'vitest';
import { span, windowState } from './windowState';

describe('a live mock’s window in the console', () => {
  const mock = { opensAt: '2026-05-03T04:30:00Z', closesAt: '2026-05-03T06:30:00Z', closedAt: null };
  const at = (iso: string) => Date.parse(iso);

  it('says when it opens, the time left, and when it has closed and ranked', () => {
    expect(windowState(mock, at('2026-05-03T04:00:00Z'))).toEqual({
      state: 'upcoming',
      text: 'Opens in 30 min 00 s',
    });
    expect(windowState(mock, at('2026-05-03T05:24:51Z')).text).toBe('1 h 05 min left');
    expect(windowState(mock, at('2026-05-03T06:30:01Z')).state).toBe('closing');
    expect(windowState({ ...mock, closedAt: '2026-05-03T06:30:04Z' }, at('2026-05-03T06:31:00Z')).text).toBe(
      'Closed, ranks released',
    );
    expect(span(12_400)).toBe('13 s');
  });
});
