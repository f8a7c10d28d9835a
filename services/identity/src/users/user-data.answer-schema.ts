import { answerSchema, namedSchema } from '@exam/common';
import { ROLES } from '@exam/contracts';

const str = { type: 'string' } as const;

/** The fields of spec section 3's user data both answers carry (toUserData, toUserProfileView). */
export const USER_FIELDS = {
  _id: str,
  userId: { type: 'string', description: 'The same as _id' },
  name: str,
  email: str,
  mobile: str,
  school: str,
  schoolcode: str,
  classs: str,
  section: str,
  city: str,
  state: str,
  country: str,
  paid: { type: 'boolean' },
  role: { type: 'string', enum: [...ROLES] },
  verified: { type: 'boolean' },
};

/** The login answer's user (toUserData), without secrets. */
export const USER_DATA = namedSchema('UserData', answerSchema({ ...USER_FIELDS, rollNumber: str }));

export const LOGIN_ANSWER = namedSchema('LoginAnswer', answerSchema({ user: USER_DATA, token: str }));
