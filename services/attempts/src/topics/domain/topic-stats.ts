import { dayBefore } from '../../notebook/domain/review-schedule';

/** One completion's share of a topic: its questions seen, answered and answered right, on an India day. */
export interface CompletionFact {
  day: string;
  subject: string;
  chapter: string;
  seen: number;
  answered: number;
  right: number;
}

/** One quiz's time spent (seconds over its questions), on an India day. */
export interface TimeFact {
  day: string;
  subject: string;
  chapter: string;
  seconds: number;
  questions: number;
}

export interface TopicFigures {
  seen: number;
  /** Right answers per answered question, 0-100 with one decimal; null when nothing was answered. */
  accuracy: number | null;
  avgSeconds: number | null;
}

export interface TopicRow extends TopicFigures {
  subject: string;
  chapter?: string;
  /** The same figures over the period just before, for the change. */
  before: TopicFigures;
}

export interface TopicWindow {
  days: number;
  subjects: TopicRow[];
  chapters: TopicRow[];
}

/** A chapter counts among the weakest only with this many questions seen in the window. */
export const WEAK_MIN_SEEN = 5;

interface Sums {
  seen: number;
  answered: number;
  right: number;
  seconds: number;
  timed: number;
}

const zero = (): Sums => ({ seen: 0, answered: 0, right: 0, seconds: 0, timed: 0 });
const round1 = (n: number) => Math.round(n * 10) / 10;

const figures = (s: Sums): TopicFigures => ({
  seen: s.seen,
  accuracy: s.answered ? round1((100 * s.right) / s.answered) : null,
  avgSeconds: s.timed ? round1(s.seconds / s.timed) : null,
});

/** Per subject and per chapter over the last `days` days (today included), and the period before. */
export function topicWindow(
  completions: readonly CompletionFact[],
  times: readonly TimeFact[],
  today: string,
  days: number,
): TopicWindow {
  const from = dayBefore(today, days - 1);
  const beforeFrom = dayBefore(today, 2 * days - 1);
  const period = (day: string) => (day > today || day < beforeFrom ? null : day >= from ? 'now' : 'before');
  const rows = new Map<string, { subject: string; chapter?: string; now: Sums; before: Sums }>();
  const sumsOf = (subject: string, chapter: string | undefined, which: 'now' | 'before') => {
    const key = chapter === undefined ? `s\u0000${subject}` : `c\u0000${subject}\u0000${chapter}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { subject, chapter, now: zero(), before: zero() }));
    return row[which];
  };
  for (const c of completions) {
    const which = period(c.day);
    if (!which) continue;
    for (const s of [sumsOf(c.subject, undefined, which), sumsOf(c.subject, c.chapter, which)]) {
      s.seen += c.seen;
      s.answered += c.answered;
      s.right += c.right;
    }
  }
  for (const t of times) {
    const which = period(t.day);
    if (!which) continue;
    for (const s of [sumsOf(t.subject, undefined, which), sumsOf(t.subject, t.chapter, which)]) {
      s.seconds += t.seconds;
      s.timed += t.questions;
    }
  }
  const out = (chapters: boolean): TopicRow[] =>
    [...rows.values()]
      .filter((r) => (r.chapter !== undefined) === chapters && r.now.seen + r.now.timed > 0)
      .map((r) => ({
        subject: r.subject,
        ...(chapters ? { chapter: r.chapter } : {}),
        ...figures(r.now),
        before: figures(r.before),
      }))
      .sort((a, b) => a.subject.localeCompare(b.subject) || (a.chapter ?? '').localeCompare(b.chapter ?? ''));
  return { days, subjects: out(false), chapters: out(true) };
}

/** The weakest chapters of a window: lowest accuracy first, among those answered often enough. */
export function weakestChapters(window: TopicWindow, count = 3): TopicRow[] {
  return window.chapters
    .filter((c) => c.accuracy !== null && c.seen >= WEAK_MIN_SEEN)
    .sort((a, b) => a.accuracy! - b.accuracy! || b.seen - a.seen)
    .slice(0, count);
}
