import { z } from 'zod';

/**
 * The few kinds of value every event names the same way (issue 37): instants end in `At`, calendar dates
 * end in `Date` and say their time zone, money ends in `Rupees` and says its unit. The contract test
 * (contract-rules.spec.ts) reads these marks back from the published schemas.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const MONEY_UNIT = 'INR';

/** An instant: ISO 8601 with its offset. Its field's name ends in `At`. */
export const instant = (what = 'When it happened') =>
  z
    .string()
    .datetime({ offset: true })
    .meta({ description: `${what} (an instant, ISO 8601 with offset).` });

/** A day in India (yyyy-mm-dd), not an instant. Its field's name ends in `Date`. */
export const calendarDate = (what: string) =>
  z.iso.date().meta({
    description: `${what}: a calendar date (yyyy-mm-dd) in ${INDIA_TIME_ZONE}.`,
    'x-calendar-date': true,
    'x-time-zone': INDIA_TIME_ZONE,
  });

/** An amount of money in whole or fractional rupees, the one unit of events and API. Its field's name ends in `Rupees`. */
export const rupees = (what: string) =>
  z
    .number()
    .nonnegative()
    .meta({ description: `${what}, in Indian rupees (₹).`, 'x-unit': MONEY_UNIT });
