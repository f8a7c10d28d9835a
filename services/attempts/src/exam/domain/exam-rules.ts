import type { ExamSection, LiveWindow } from '@exam/contracts';

/**
 * After a session's deadline the server waits this long before submitting it itself, so that answers on
 * their way (saved before the deadline, still being written) are in; a live mock closes as long after its
 * window. Answers that reach the server after the deadline are refused whatever the grace.
 */
export const AUTO_SUBMIT_GRACE_MS = 3_000;

/** A section's place in a session: its questions (1-based, inclusive) and, when timed, when it is open. */
export interface SectionWindow {
  name: string;
  from: number;
  to: number;
  opensAt: Date | null;
  closesAt: Date | null;
}

export type LiveState = 'upcoming' | 'open' | 'closed';

export function liveStateOf(window: LiveWindow, now: Date): LiveState {
  if (now.getTime() < Date.parse(window.opensAt)) return 'upcoming';
  return now.getTime() < Date.parse(window.closesAt) ? 'open' : 'closed';
}

/** start + duration, and for a live mock no later than its close. */
export function examDeadline(startedAt: Date, minutes: number, live: LiveWindow | null): Date {
  const end = startedAt.getTime() + minutes * 60_000;
  return new Date(live ? Math.min(end, Date.parse(live.closesAt)) : end);
}

/**
 * Timed sections follow each other from the start, each for its own minutes (none after the deadline);
 * untimed sections are open for the whole session.
 */
export function sectionTimeline(
  sections: readonly ExamSection[],
  startedAt: Date,
  deadline: Date,
): SectionWindow[] {
  let at = startedAt.getTime();
  const cap = deadline.getTime();
  return sections.map(({ name, from, to, minutes }) => {
    if (minutes === undefined) return { name, from, to, opensAt: null, closesAt: null };
    const opensAt = Math.min(at, cap);
    at += minutes * 60_000;
    return { name, from, to, opensAt: new Date(opensAt), closesAt: new Date(Math.min(at, cap)) };
  });
}

/** Answers reaching the server after the deadline are not counted. */
export const isLate = (deadline: Date, now: Date): boolean => now.getTime() > deadline.getTime();

/** Why a question (0-based) cannot be answered now: its timed section has closed or not opened yet. */
export function lockedSection(
  timeline: readonly SectionWindow[],
  question: number,
  now: Date,
): { section: string; reason: 'closed' | 'not-open' } | null {
  const s = timeline.find((w) => question + 1 >= w.from && question + 1 <= w.to);
  if (!s?.opensAt || !s.closesAt) return null;
  if (now.getTime() < s.opensAt.getTime()) return { section: s.name, reason: 'not-open' };
  if (now.getTime() >= s.closesAt.getTime()) return { section: s.name, reason: 'closed' };
  return null;
}

export const sectionLockMessage = (lock: { section: string; reason: 'closed' | 'not-open' }) =>
  lock.reason === 'closed'
    ? `Section "${lock.section}" is closed: its answers can no longer change.`
    : `Section "${lock.section}" has not opened yet.`;
