const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
export const REVENUE_WEEKS = 12;

/** The Monday (India's calendar) starting the week of `at`, as YYYY-MM-DD. */
export function weekOf(at: Date): string {
  const india = new Date(at.getTime() + IST_MS);
  const monday = new Date(
    Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()) -
      ((india.getUTCDay() + 6) % 7) * DAY_MS,
  );
  return monday.toISOString().slice(0, 10);
}

/** The last REVENUE_WEEKS weeks' Mondays up to `now`'s, oldest first. */
export function revenueWeeks(now: Date): string[] {
  const thisWeek = Date.parse(weekOf(now));
  return Array.from({ length: REVENUE_WEEKS }, (_, k) =>
    new Date(thisWeek - (REVENUE_WEEKS - 1 - k) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

export const addMonths = (d: Date, months: number) => {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};
