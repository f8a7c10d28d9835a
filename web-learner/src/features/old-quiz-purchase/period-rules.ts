import { differenceInCalendarDays, format, isAfter, isBefore, startOfDay } from 'date-fns';

/** Spec section 9, old quiz purchase: the same rule the server applies (billing's weeks-and-price). */
export const PRICE_PER_WEEK_RUPEES = 100;
const EXTRA_WEEK_AFTER_DAYS = 3;

export interface PeriodPrice {
  days: number;
  weeks: number;
  amount: number;
}

const NONE: PeriodPrice = { days: 0, weeks: 0, amount: 0 };

/** Inclusive days ÷ 7 rounded down, one more week for a remainder of more than 3 days, at least one. */
export function weeksForDays(inclusiveDays: number): number {
  const extra = inclusiveDays % 7 > EXTRA_WEEK_AFTER_DAYS ? 1 : 0;
  return Math.max(1, Math.floor(inclusiveDays / 7) + extra);
}

/** Weeks and price are 0 when a date is missing or the end is not after the start (spec section 5). */
export function priceOfPeriod(from: Date | null, to: Date | null): PeriodPrice {
  if (!from || !to) return NONE;
  const span = differenceInCalendarDays(to, from);
  if (span <= 0) return NONE;
  const days = span + 1;
  const weeks = weeksForDays(days);
  return { days, weeks, amount: weeks * PRICE_PER_WEEK_RUPEES };
}

export interface Period {
  from: Date | null;
  to: Date | null;
}

/** Spec section 4: a start later than the current end clears the end. */
export function chooseStart(period: Period, date: Date | null): Period {
  const from = date ? startOfDay(date) : null;
  const to = from && period.to && isAfter(from, period.to) ? null : period.to;
  return { from, to };
}

/** Spec section 4: an end earlier than the start is ignored. */
export function chooseEnd(period: Period, date: Date | null): Period {
  if (!date) return { ...period, to: null };
  const to = startOfDay(date);
  if (period.from && isBefore(to, period.from)) return period;
  return { ...period, to };
}

/** yyyy-mm-dd, the purchase form's date format (spec section 3). */
export const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** A quiz counts when it was created from the start day up to and including the end day. */
export function inPeriod(createdAt: string, period: { from: Date; to: Date }): boolean {
  const created = new Date(createdAt);
  if (Number.isNaN(created.getTime())) return false;
  const day = isoDay(created);
  return day >= isoDay(period.from) && day <= isoDay(period.to);
}
