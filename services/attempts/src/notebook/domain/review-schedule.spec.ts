import { dayBefore, indiaDay, isDueBy, newCard, reviewCard, reviewStreak } from './review-schedule';

const DAY = 86_400_000;

describe('spaced practice with FSRS', () => {
  const start = new Date('2026-03-01T04:00:00Z');

  it('makes a new notebook question due at once', () => {
    const card = newCard(start);
    expect(card.due).toBe(start.getTime());
    expect(isDueBy(card, indiaDay(start.getTime()))).toBe(true);
  });

  it('pushes the next review out after a right answer, further each time', () => {
    let card = newCard(start);
    let now = start;
    const gaps: number[] = [];
    for (let i = 0; i < 4; i++) {
      card = reviewCard(card, true, now);
      gaps.push(card.due - now.getTime());
      now = new Date(card.due);
    }
    expect(gaps[0]).toBeGreaterThan(0);
    expect(gaps[3]).toBeGreaterThan(gaps[2]);
    expect(gaps[3]).toBeGreaterThan(DAY);
    expect(isDueBy(card, indiaDay(start.getTime()))).toBe(false);
  });

  it('brings a question back the next day after a wrong answer', () => {
    let card = newCard(start);
    let now = start;
    for (let i = 0; i < 4; i++) {
      card = reviewCard(card, true, now);
      now = new Date(card.due);
    }
    const goodGap = reviewCard(card, true, now).due - now.getTime();
    const lapsed = reviewCard(card, false, now);
    expect(lapsed.due - now.getTime()).toBeLessThan(goodGap);
    expect(lapsed.due - now.getTime()).toBeLessThanOrEqual(DAY);
    expect(lapsed.lapses).toBe(card.lapses + 1);
  });

  it('schedules the same dates when the same reviews are replayed', () => {
    const a = reviewCard(reviewCard(newCard(start), true, start), false, new Date(start.getTime() + DAY));
    const b = reviewCard(reviewCard(newCard(start), true, start), false, new Date(start.getTime() + DAY));
    expect(a).toEqual(b);
  });
});

describe('India days and the review streak', () => {
  it('counts days in India time', () => {
    expect(indiaDay(Date.parse('2026-03-01T18:29:00Z'))).toBe('2026-03-01');
    expect(indiaDay(Date.parse('2026-03-01T18:31:00Z'))).toBe('2026-03-02');
    expect(dayBefore('2026-03-01', 1)).toBe('2026-02-28');
  });

  it('gives each instant its own India day, whichever instants of that day were asked before', () => {
    const midnight = Date.parse('2026-03-01T18:30:00Z');
    const instants = [0, -1, 1, -0.5, 0.5, 86_399_999, 86_400_000, -86_400_000, -86_400_001];
    for (const offset of [...instants, ...instants.reverse()]) {
      const ms = midnight + offset;
      expect(indiaDay(ms)).toBe(new Date(ms + 330 * 60_000).toISOString().slice(0, 10));
    }
    expect(indiaDay(-0.5 - 330 * 60_000)).toBe('1970-01-01');
    expect(indiaDay(-1 - 330 * 60_000)).toBe('1969-12-31');
  });

  it('counts days in a row with a review, alive until today ends', () => {
    const days = new Set(['2026-03-01', '2026-02-28', '2026-02-27', '2026-02-25']);
    expect(reviewStreak(days, '2026-03-01')).toBe(3);
    expect(reviewStreak(days, '2026-03-02')).toBe(3);
    expect(reviewStreak(days, '2026-03-03')).toBe(0);
  });
});
