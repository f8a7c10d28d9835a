import { ABHYUDAYA_SCOPE, CLASS_PASSED_12TH, SUBJECTS } from '@exam/contracts';

/** Billing cycles and how many months each one lasts. */
export const CYCLE_MONTHS = { Monthly: 1, Quarterly: 3, 'Half Yearly': 6, Yearly: 12 } as const;
export type BillingCycle = keyof typeof CYCLE_MONTHS;

/** "Book content" of the Yearly plan has no subject in the spec's vocabulary; the landing page's topic names it. */
export const BOOK_CONTENT_SUBJECT = 'Detailed Course Content';

export interface PlanDefinition {
  /** Our own stable id, e.g. 'abhyudaya-monthly'. */
  id: string;
  division: string;
  classs: string;
  name: string;
  billingCycle: BillingCycle;
  /** Rupees per cycle. */
  price: number;
  /** Rupees before the discount, or null when there is none. */
  listPrice: number | null;
  totalCount: number;
  features: string[];
  /** The subjects the plan opens, decided from its features. */
  accessibleContent: string[];
}

const daily = [
  'News analysis PDF: 150-200 questions daily on 3-5 topics',
  'Daily current affairs: 150-200 questions',
];
const dailySubjects = [SUBJECTS.newsAnalysis, SUBJECTS.currentAffairs];

function plan(cycle: BillingCycle, price: number, listPrice: number | null, totalCount: number) {
  return {
    id: `abhyudaya-${cycle.toLowerCase().replace(' ', '-')}`,
    division: 'Abhyudaya',
    classs: CLASS_PASSED_12TH,
    name: `Abhyudaya ${cycle}`,
    billingCycle: cycle,
    price,
    listPrice,
    totalCount,
  };
}

/** Spec section 9: the Abhyudaya plans, their features, and the subjects those features open. */
export const SEED_PLANS: readonly PlanDefinition[] = [
  { ...plan('Monthly', 1000, null, 96), features: daily, accessibleContent: dailySubjects },
  {
    ...plan('Quarterly', 2925, 3000, 32),
    features: [...daily, 'Mock tests: 24 (2 per week)'],
    accessibleContent: [...dailySubjects, SUBJECTS.mockTests],
  },
  {
    ...plan('Half Yearly', 5700, 6000, 16),
    features: [...daily, 'Mock tests: 48 (2 per week)', 'Monthly mock tests: 6', 'NCERT content'],
    accessibleContent: [...dailySubjects, SUBJECTS.mockTests, SUBJECTS.ncert],
  },
  {
    ...plan('Yearly', 10800, 12000, 8),
    features: [
      ...daily,
      'Mock tests: 96 (2 per week)',
      'Monthly mock tests: 12',
      'NCERT content',
      'Book content',
    ],
    accessibleContent: [...dailySubjects, SUBJECTS.mockTests, SUBJECTS.ncert, BOOK_CONTENT_SUBJECT],
  },
];

/** The only division-class pair with plans (spec section 9's payment scope). */
export const PLAN_SCOPES: readonly string[] = [ABHYUDAYA_SCOPE];

export function scopeOf(division: string, classs: string): string {
  return `${division}-${classs}`;
}

/** The save badge: the percentage discount from the list price, to two decimals (0 without one). */
export function savingPercent(price: number, listPrice: number | null): number {
  if (listPrice === null || listPrice <= price || listPrice <= 0) return 0;
  return Math.round(((listPrice - price) / listPrice) * 10_000) / 100;
}

export function isBillingCycle(value: string): value is BillingCycle {
  return Object.hasOwn(CYCLE_MONTHS, value);
}
