/** Calendar helpers in India's time (UTC+5:30, no daylight saving): days and months as learners see them. */
const IST_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 86_400_000;

/** The day in India, yyyy-mm-dd. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The month in India, yyyy-mm (the quiz list's month filter). */
export function indiaMonth(at: Date): string {
  return indiaDay(at).slice(0, 7);
}

/** The current month and the `count - 1` before it, newest first (spec section 9: current + 11 before). */
export function recentMonths(now: Date, count = 12): string[] {
  const [y, m] = indiaMonth(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/** True when day (yyyy-mm-dd) lies within from..to, both inclusive. */
export function dayWithin(day: string, from: string, to: string): boolean {
  return from <= day && day <= to;
}

export function daysBefore(at: Date, days: number): Date {
  return new Date(at.getTime() - days * DAY_MS);
}
