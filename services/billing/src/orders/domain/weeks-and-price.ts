import { differenceInCalendarDays, format, isValid, parse } from 'date-fns';

/** Spec section 9, old quiz purchase. */
export const PRICE_PER_WEEK_RUPEES = 100;
/** A remainder of more than this many days counts as one more week. */
export const EXTRA_WEEK_AFTER_DAYS = 3;
/** Indian Standard Time, UTC+05:30: "today" for the date pickers' maximum is the learner's day in India. */
export const INDIA_UTC_OFFSET_MINUTES = 330;

export const DATE_NOT_VALID = 'Date input not valid.';
export const END_NOT_AFTER_START = 'The end date must be after the start date.';
export const DATE_IN_FUTURE = 'Dates cannot be later than today.';

export type OldQuizPeriod =
  { ok: true; days: number; weeks: number; amount: number } | { ok: false; message: string };

/** A strict yyyy-mm-dd calendar day (2025-02-30 is refused, not rolled over), or null. */
export function parseDay(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = parse(text, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(day) && format(day, 'yyyy-MM-dd') === text ? day : null;
}

/** The calendar day in India at an instant, as yyyy-mm-dd. */
export function todayInIndia(now: Date): string {
  return new Date(now.getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Inclusive days ÷ 7 rounded down, plus one week when more than 3 days remain, at least one week. */
export function weeksForDays(inclusiveDays: number): number {
  const whole = Math.floor(inclusiveDays / 7);
  const extra = inclusiveDays % 7 > EXTRA_WEEK_AFTER_DAYS ? 1 : 0;
  return Math.max(1, whole + extra);
}

/** Weeks and price (rupees) of an old-quiz period, or why the period is refused. */
export function priceOldQuizPeriod(from: string, to: string, today: string): OldQuizPeriod {
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start || !end) return { ok: false, message: DATE_NOT_VALID };
  if (to > today || from > today) return { ok: false, message: DATE_IN_FUTURE };
  if (differenceInCalendarDays(end, start) <= 0) return { ok: false, message: END_NOT_AFTER_START };
  const days = differenceInCalendarDays(end, start) + 1;
  const weeks = weeksForDays(days);
  return { ok: true, days, weeks, amount: weeks * PRICE_PER_WEEK_RUPEES };
}
