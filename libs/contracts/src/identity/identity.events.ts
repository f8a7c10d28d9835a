import { z } from 'zod';
import { defineEvent } from '../envelope';
import { ROLES } from '../enums';
import { TOPICS } from '../topics';

const topic = TOPICS.identity;

export const UserRegistered = defineEvent({
  type: 'UserRegistered',
  version: 1,
  topic,
  description: 'An aspirant (or a seeded staff account) created an account; not yet verified.',
  payload: z.object({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    mobile: z.string(),
    classs: z.string(),
    school: z.string(),
    schoolcode: z.string(),
    section: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    role: z.enum(ROLES),
  }),
});

export const UserVerified = defineEvent({
  type: 'UserVerified',
  version: 1,
  topic,
  description: 'The account owner proved the email address with the one-time code.',
  payload: z.object({ userId: z.string(), email: z.string() }),
});

export const UserLoggedIn = defineEvent({
  type: 'UserLoggedIn',
  version: 1,
  topic,
  description:
    'A session started in one browser. Any earlier session of the user ends with it (one session per browser, spec section 6).',
  payload: z.object({
    userId: z.string(),
    sessionId: z.string(),
    uniqueBrowserId: z.string(),
    startedAt: z.string().datetime({ offset: true }),
    forced: z.boolean(),
  }),
});

export const UserLoggedOut = defineEvent({
  type: 'UserLoggedOut',
  version: 1,
  topic,
  description: 'A session ended by logout.',
  payload: z.object({ userId: z.string(), sessionId: z.string() }),
});

export const UserProfileUpdated = defineEvent({
  type: 'UserProfileUpdated',
  version: 1,
  topic,
  description: 'Profile facts other services rely on changed (school code, class, section, role).',
  payload: z.object({
    userId: z.string(),
    schoolcode: z.string(),
    classs: z.string(),
    section: z.string(),
    role: z.enum(ROLES),
  }),
});

export const IDENTITY_EVENTS = [
  UserRegistered,
  UserVerified,
  UserLoggedIn,
  UserLoggedOut,
  UserProfileUpdated,
];
