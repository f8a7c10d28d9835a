import {
  examDeadline,
  isLate,
  liveStateOf,
  lockedSection,
  sectionLockMessage,
  sectionTimeline,
} from './exam-rules';

const at = (iso: string) => new Date(iso);
const live = { opensAt: '2026-05-03T04:30:00.000Z', closesAt: '2026-05-03T06:30:00.000Z' };

describe('exam deadlines and sections (issue 31)', () => {
  it('ends a session at start + duration', () => {
    expect(examDeadline(at('2026-05-03T04:30:00Z'), 120, null)).toEqual(at('2026-05-03T06:30:00Z'));
  });

  it('ends a live mock session no later than the close, however late it started', () => {
    expect(examDeadline(at('2026-05-03T04:35:00Z'), 120, live)).toEqual(at('2026-05-03T06:30:00Z'));
    expect(examDeadline(at('2026-05-03T04:30:00Z'), 60, live)).toEqual(at('2026-05-03T05:30:00Z'));
  });

  it('tells a live window upcoming, open and closed by the server clock', () => {
    expect(liveStateOf(live, at('2026-05-03T04:29:59Z'))).toBe('upcoming');
    expect(liveStateOf(live, at('2026-05-03T04:30:00Z'))).toBe('open');
    expect(liveStateOf(live, at('2026-05-03T06:30:00Z'))).toBe('closed');
  });

  it('refuses what reaches the server after the deadline, not at it', () => {
    const deadline = at('2026-05-03T06:30:00Z');
    expect(isLate(deadline, at('2026-05-03T06:30:00Z'))).toBe(false);
    expect(isLate(deadline, at('2026-05-03T06:30:00.001Z'))).toBe(true);
  });

  it('opens timed sections one after another and locks each when its time ends', () => {
    const start = at('2026-05-03T04:30:00Z');
    const timeline = sectionTimeline(
      [
        { name: 'Quant', from: 1, to: 20, minutes: 40 },
        { name: 'Verbal', from: 21, to: 40, minutes: 40 },
      ],
      start,
      examDeadline(start, 80, null),
    );
    expect(timeline.map((s) => [s.opensAt?.toISOString(), s.closesAt?.toISOString()])).toEqual([
      ['2026-05-03T04:30:00.000Z', '2026-05-03T05:10:00.000Z'],
      ['2026-05-03T05:10:00.000Z', '2026-05-03T05:50:00.000Z'],
    ]);
    // question 5 (index 4) is in Quant, question 25 (index 24) in Verbal
    expect(lockedSection(timeline, 4, at('2026-05-03T05:09:59Z'))).toBeNull();
    expect(lockedSection(timeline, 24, at('2026-05-03T05:09:59Z'))).toEqual({
      section: 'Verbal',
      reason: 'not-open',
    });
    const closed = lockedSection(timeline, 4, at('2026-05-03T05:10:00Z'));
    expect(closed).toEqual({ section: 'Quant', reason: 'closed' });
    expect(sectionLockMessage(closed!)).toBe('Section "Quant" is closed: its answers can no longer change.');
    expect(lockedSection(timeline, 24, at('2026-05-03T05:10:00Z'))).toBeNull();
  });

  it('cuts a late starter’s timed sections at a live mock’s close, and never locks untimed ones', () => {
    const start = at('2026-05-03T06:00:00Z');
    const deadline = examDeadline(start, 80, live);
    const timeline = sectionTimeline(
      [
        { name: 'Quant', from: 1, to: 20, minutes: 40 },
        { name: 'Verbal', from: 21, to: 40, minutes: 40 },
      ],
      start,
      deadline,
    );
    expect(timeline[0].closesAt).toEqual(at('2026-05-03T06:30:00Z'));
    expect(timeline[1].opensAt).toEqual(at('2026-05-03T06:30:00Z'));
    expect(timeline[1].closesAt).toEqual(at('2026-05-03T06:30:00Z'));
    const untimed = sectionTimeline([{ name: 'All', from: 1, to: 40 }], start, deadline);
    expect(lockedSection(untimed, 30, at('2026-05-03T06:29:00Z'))).toBeNull();
  });
});
