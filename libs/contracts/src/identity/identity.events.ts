import { z } from 'zod';
import { defineEvent, type EventEnvelope } from '../envelope';
import { ROLES } from '../enums';
import { instant } from '../fields';
import { keyedBy } from '../keys';
import { INTERNAL_TOPICS, TOPICS } from '../topics';

const topic = TOPICS.identity;

const registeredV1 = z.object({
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
});

const REGISTERED = 'An aspirant (or a seeded staff account) created an account; not yet verified.';

/** Version 1, still read: messages published before version 2 carried contact details. */
export const UserRegisteredV1 = defineEvent({
  type: 'UserRegistered',
  version: 1,
  topic,
  description: REGISTERED,
  payload: registeredV1,
  key: keyedBy.user,
  actor: 'person-or-platform',
});

export const UserRegistered = defineEvent({
  type: 'UserRegistered',
  version: 2,
  topic,
  description: REGISTERED,
  changes:
    'Version 2 drops email, name and mobile (contact details travel on identity.internal as ContactDetailsRecorded) and renames classs to className.',
  readsVersions: [1],
  upcast: (e) => {
    const { email: _e, name: _n, mobile: _m, classs, ...rest } = registeredV1.parse(e.payload);
    return { ...rest, className: classs };
  },
  payload: z.object({
    userId: z.string(),
    className: z.string(),
    school: z.string(),
    schoolcode: z.string(),
    section: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    role: z.enum(ROLES),
  }),
  key: keyedBy.user,
  actor: 'person-or-platform',
});

const VERIFIED = 'The account owner proved the email address with the one-time code.';

export const UserVerifiedV1 = defineEvent({
  type: 'UserVerified',
  version: 1,
  topic,
  description: VERIFIED,
  payload: z.object({ userId: z.string(), email: z.string() }),
  key: keyedBy.user,
  actor: 'person-or-platform',
});

export const UserVerified = defineEvent({
  type: 'UserVerified',
  version: 2,
  topic,
  description: VERIFIED,
  changes: 'Version 2 drops the email address.',
  readsVersions: [1],
  upcast: (e) => ({ userId: (e.payload as { userId: string }).userId }),
  payload: z.object({ userId: z.string() }),
  key: keyedBy.user,
  actor: 'person-or-platform',
});

const LOGGED_IN =
  'A session started in one browser. Any earlier session of the user ends with it (one session per browser, spec section 6).';
const loggedInV1 = z.object({
  userId: z.string(),
  sessionId: z.string(),
  uniqueBrowserId: z.string(),
  startedAt: instant('When the session started'),
  forced: z.boolean(),
});

export const UserLoggedInV1 = defineEvent({
  type: 'UserLoggedIn',
  version: 1,
  topic,
  description: LOGGED_IN,
  payload: loggedInV1,
  key: keyedBy.user,
  actor: 'person',
});

export const UserLoggedIn = defineEvent({
  type: 'UserLoggedIn',
  version: 2,
  topic,
  description: LOGGED_IN,
  changes: "Version 2 drops the browser's id (uniqueBrowserId).",
  readsVersions: [1],
  upcast: (e: EventEnvelope) => {
    const { uniqueBrowserId: _b, ...rest } = loggedInV1.parse(e.payload);
    return rest;
  },
  payload: loggedInV1.omit({ uniqueBrowserId: true }),
  key: keyedBy.user,
  actor: 'person',
});

export const UserLoggedOut = defineEvent({
  type: 'UserLoggedOut',
  version: 1,
  topic,
  description:
    'A session ended: by logout, a password reset, a login that evicted it, or an admin disabling the account (the actor).',
  payload: z.object({ userId: z.string(), sessionId: z.string() }),
  key: keyedBy.user,
  actor: 'person',
});

const PROFILE_UPDATED = 'Profile facts other services rely on changed (school code, class, section, role).';
const profileUpdatedV1 = z.object({
  userId: z.string(),
  schoolcode: z.string(),
  classs: z.string(),
  section: z.string(),
  role: z.enum(ROLES),
});

export const UserProfileUpdatedV1 = defineEvent({
  type: 'UserProfileUpdated',
  version: 1,
  topic,
  description: PROFILE_UPDATED,
  payload: profileUpdatedV1,
  key: keyedBy.user,
  actor: 'person',
});

export const UserProfileUpdated = defineEvent({
  type: 'UserProfileUpdated',
  version: 2,
  topic,
  description: PROFILE_UPDATED,
  changes: 'Version 2 renames classs to className.',
  readsVersions: [1],
  upcast: (e) => {
    const { classs, ...rest } = profileUpdatedV1.parse(e.payload);
    return { ...rest, className: classs };
  },
  payload: profileUpdatedV1.omit({ classs: true }).extend({ className: z.string() }),
  key: keyedBy.user,
  actor: 'person',
});

/** Internal: what identity's own learner profile shows and analysts must not read. */
export const ContactDetailsRecorded = defineEvent({
  type: 'ContactDetailsRecorded',
  version: 1,
  topic: INTERNAL_TOPICS.identity,
  description:
    "An account's name, email address and mobile number as registered (internal: identity's learner profile reads them; never for analysts).",
  payload: z.object({ userId: z.string(), name: z.string(), email: z.string(), mobile: z.string() }),
  key: keyedBy.user,
  actor: 'person-or-platform',
});

export const IDENTITY_EVENTS = [
  UserRegisteredV1,
  UserRegistered,
  UserVerifiedV1,
  UserVerified,
  UserLoggedInV1,
  UserLoggedIn,
  UserLoggedOut,
  UserProfileUpdatedV1,
  UserProfileUpdated,
  ContactDetailsRecorded,
];
