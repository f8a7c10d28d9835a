// The learners and quizzes the access specs decide about (spec section 4's own examples).
import type { Entitlement, QuizAccessFacts } from '.';

export const now = new Date('2026-06-15T06:30:00Z');
export const daysAgo = (n: number, base = now) => new Date(base.getTime() - n * 86_400_000);
export const iso = (d: Date) => d.toISOString();

export const quiz = (over: Partial<QuizAccessFacts> = {}): QuizAccessFacts => ({
  difficulty: 'Premium Quiz',
  subject: 'Current Affairs',
  division: 'Abhyudaya',
  classs: 'Already passed 12th',
  createdAt: daysAgo(1),
  accessible: [],
  ...over,
});

export const subscription = (over: Record<string, unknown> = {}) => ({
  status: 'active',
  startDate: iso(daysAgo(10)),
  nextBillingDate: iso(daysAgo(-20)),
  accessibleContent: ['Detailed News Analysis', 'Current Affairs', 'NCERT - AEP', 'Mock Tests'],
  ...over,
});

export const learner = (over: Partial<Entitlement> = {}): Entitlement => ({
  schoolcode: 'Empty',
  paidfor: [],
  subscriptions: [],
  purchases: [],
  ...over,
});

export const subscriber = learner({ subscriptions: [subscription()] });
export const subStart = daysAgo(10);
