import type { Plan } from '../api/get-plans';

const daily = [
  'News analysis PDF: 150-200 questions daily on 3-5 topics',
  'Daily current affairs: 150-200 questions',
];

function plan(cycle: string, price: number, listPrice: number | null, saving: number, total: number): Plan {
  const id = `abhyudaya-${cycle.toLowerCase().replace(' ', '-')}`;
  return {
    id,
    plan_id: `plan_${id}`,
    name: `Abhyudaya ${cycle}`,
    billingCycle: cycle,
    division: 'Abhyudaya',
    classs: 'Already passed 12th',
    DivisonAndClass: 'Abhyudaya-Already passed 12th',
    price,
    listPrice,
    saving,
    currency: 'INR',
    total_count: total,
    features: daily,
    accessibleContent: ['Detailed News Analysis', 'Current Affairs'],
    active: true,
  };
}

/** Spec section 9's table, as billing's plans call answers it. */
export const PLANS: Plan[] = [
  plan('Monthly', 1000, null, 0, 96),
  plan('Quarterly', 2925, 3000, 2.5, 32),
  plan('Half Yearly', 5700, 6000, 5, 16),
  plan('Yearly', 10800, 12000, 10, 8),
];
