/** Dates and times as the product shows them (spec section 9: en-GB), e.g. '3 May 2026, 10:00'. */
const format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatWhen = (iso: string) => format.format(new Date(iso));

/** Minutes and seconds spent, e.g. 95 → '1m 35s', 40 → '40s'. */
export function formatSeconds(seconds: number): string {
  const s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)}m ${s % 60}s` : `${s}s`;
}
