import { createEmptyCard, fsrs, Rating, type Card, type State } from 'ts-fsrs';

/**
 * Spaced practice of notebook questions with FSRS (ts-fsrs): a right answer is rated Good (the next
 * review moves out, days at first and more each time), a wrong one Again (back the next day: the notebook
 * counts in days, so no same-day learning steps, and one relearning step of a day). No fuzz, so a replay of
 * the same reviews schedules the same dates.
 */
const scheduler = fsrs({ enable_fuzz: false, learning_steps: [], relearning_steps: ['1d'] });

/** A card as stored in the notebook: dates as epoch milliseconds. */
export interface ReviewCard {
  due: number;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: number | null;
}

const stored = (card: Card): ReviewCard => ({
  due: card.due.getTime(),
  stability: card.stability,
  difficulty: card.difficulty,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ? card.last_review.getTime() : null,
});

const live = (card: ReviewCard): Card => ({
  due: new Date(card.due),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: 0,
  scheduled_days: card.scheduledDays,
  learning_steps: card.learningSteps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state as State,
  ...(card.lastReview !== null ? { last_review: new Date(card.lastReview) } : {}),
});

/** A question that just entered the notebook: due at once. */
export function newCard(now: Date): ReviewCard {
  return stored(createEmptyCard(now));
}

export function reviewCard(card: ReviewCard, right: boolean, now: Date): ReviewCard {
  return stored(scheduler.next(live(card), now, right ? Rating.Good : Rating.Again).card);
}

/** India keeps one time zone (UTC+5:30, no daylight saving): a learner's day is India's day. */
const INDIA_OFFSET_MS = 330 * 60_000;

const DAY_MS = 86_400_000;
/** Days already written out, by their number since 1970 (India's): a shelf asks for each entry's due day. */
const daysByNumber = new Map<number, string>();
const DAYS_KEPT = 1_000;

/**
 * The India day of an instant, 'yyyy-mm-dd'. Remembered per day: a completion's hundred notebook entries
 * share a due day, and writing it out each time was about 3 % of the platform's CPU in a storm.
 */
export function indiaDay(ms: number): string {
  // A Date drops the fraction of a millisecond (toward zero) before it places the instant in a day.
  const dayNumber = Math.floor(Math.trunc(ms + INDIA_OFFSET_MS) / DAY_MS);
  const known = daysByNumber.get(dayNumber);
  if (known !== undefined) return known;
  const day = new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 10);
  if (daysByNumber.size >= DAYS_KEPT) daysByNumber.clear();
  daysByNumber.set(dayNumber, day);
  return day;
}

/** The India day `days` before (negative: after) the given one. */
export function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** Due 'today': its due date falls on or before the end of India's today. */
export function isDueBy(card: ReviewCard, today: string): boolean {
  return indiaDay(card.due) <= today;
}

/** Days in a row with a review done, up to today (a streak stays alive until today ends unreviewed). */
export function reviewStreak(days: ReadonlySet<string>, today: string): number {
  let day = days.has(today) ? today : dayBefore(today, 1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = dayBefore(day, 1);
  }
  return streak;
}
