import { describe, expect, it } from 'vitest';
import { examTransform, fromLocalDateTime, toLocalDateTime } from './examFields';

describe('the quiz form’s exam settings', () => {
  it('shows a stored time in the editor’s zone and stores the editor’s local time with its zone', () => {
    const iso = '2026-05-03T04:30:00.000Z';
    expect(fromLocalDateTime(toLocalDateTime(iso))).toBe(iso);
    expect(toLocalDateTime(null)).toBe('');
    expect(fromLocalDateTime('')).toBeNull();
  });

  it('sends no empty live window, no empty section minutes, and no mode to mean "by subject"', () => {
    expect(
      examTransform({
        mode: '',
        liveWindow: { opensAt: null, closesAt: null },
        sections: [
          { name: 'Polity', from: 1, to: 5, minutes: null },
          { name: 'History', from: 6, to: 10, minutes: 12 },
        ],
      }),
    ).toEqual({
      mode: null,
      liveWindow: null,
      sections: [
        { name: 'Polity', from: 1, to: 5 },
        { name: 'History', from: 6, to: 10, minutes: 12 },
      ],
    });
  });
});
