/** Where a live window stands at `now` (the server's time), and what the console says about it. */
export function windowState(
  mock: { opensAt: string; closesAt: string; closedAt: string | null },
  now: number,
): { state: 'upcoming' | 'open' | 'closing' | 'closed'; text: string } {
  const opens = Date.parse(mock.opensAt);
  const closes = Date.parse(mock.closesAt);
  if (now < opens) return { state: 'upcoming', text: `Opens in ${span(opens - now)}` };
  if (now < closes) return { state: 'open', text: `${span(closes - now)} left` };
  if (!mock.closedAt) return { state: 'closing', text: 'Closing: submitting and ranking' };
  return { state: 'closed', text: 'Closed, ranks released' };
}

/** 1 h 05 min, 4 min 09 s, 12 s. */
export function span(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h) return `${h} h ${pad(m)} min`;
  if (m) return `${m} min ${pad(s % 60)} s`;
  return `${s % 60} s`;
}
