/**
 * The server owns the deadline and the clock. Each answer from it carries its time; the difference to this
 * device's clock (half the round trip assumed on each side) is the offset, and the time left is the
 * deadline less the server's time now: a reload, another device or a phone clock set wrong change nothing.
 */
export interface ClockSample {
  offsetMs: number;
  rttMs: number;
}

export function clockSample(serverNow: string, sentAt: number, receivedAt: number): ClockSample {
  const rttMs = Math.max(0, receivedAt - sentAt);
  return { offsetMs: Date.parse(serverNow) - (sentAt + rttMs / 2), rttMs };
}

/** The sample with the shorter round trip tells the offset more exactly; on a tie the newer wins. */
export function betterSample(current: ClockSample | null, next: ClockSample): ClockSample {
  return !current || next.rttMs <= current.rttMs ? next : current;
}

export const serverTimeMs = (offsetMs: number, now = Date.now()) => now + offsetMs;

export function timeLeftMs(deadline: string, offsetMs: number, now = Date.now()): number {
  return Math.max(0, Date.parse(deadline) - serverTimeMs(offsetMs, now));
}

/** HH:MM:SS, rounded up, so 00:00:00 shows only when the time is really up. */
export function formatTimeLeft(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
