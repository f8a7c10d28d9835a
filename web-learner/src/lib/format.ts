/**
 * How money and dates read on screen (spec section 9): dates in en-GB, rupees grouped the Indian way
 * (₹1,00,000). One place, so the dashboard, the plan cards and the purchase form agree.
 */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

const enGbDate = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** ₹2,925 / ₹1,00,000 / ₹99.5 */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** 05/03/2025 for an ISO date or instant; '-' when there is none or it does not parse. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  // A bare calendar day (yyyy-mm-dd) is that day wherever the learner is, not midnight UTC.
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(day.getTime()) ? '-' : enGbDate.format(day);
}

const enGbDateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** '3 May 2026, 10:00' for an instant (a deadline, a window's end). */
export const formatDateTime = (iso: string): string => enGbDateTime.format(new Date(iso));
