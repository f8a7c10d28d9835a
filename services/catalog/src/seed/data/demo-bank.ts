import { HISTORY_GEOGRAPHY } from './bank-history-geography';
import { POLITY_ECONOMY } from './bank-polity-economy';
import { SCIENCE_CURRENT } from './bank-science-current';
import type { QuestionBank } from './seed-question';

/** Every demo question set by name. */
export const DEMO_BANK: QuestionBank = { ...POLITY_ECONOMY, ...HISTORY_GEOGRAPHY, ...SCIENCE_CURRENT };
