import {
  ContactDetailsRecorded,
  UserRegistered,
  type EventEnvelope,
  type EventMeta,
  type Role,
} from '@exam/contracts';

export interface RegisteredProfile {
  name: string;
  email: string;
  mobile: string;
  classs: string;
  school: string;
  schoolcode: string;
  section: string;
  city: string;
  state: string;
  country: string;
  role: Role;
}

/**
 * A registration's facts: UserRegistered for analysts (the account by id, no contact details) and, on
 * identity.internal, the name, email and mobile the learner profile shows (issue 37).
 */
export function registrationEvents(
  userId: string,
  p: RegisteredProfile,
  meta: EventMeta = {},
): EventEnvelope[] {
  const { name, email, mobile, classs, school, schoolcode, section, city, state, country, role } = p;
  return [
    UserRegistered.create(
      userId,
      { userId, className: classs, school, schoolcode, section, city, state, country, role },
      meta,
    ),
    ContactDetailsRecorded.create(userId, { userId, name, email, mobile }, meta),
  ];
}
