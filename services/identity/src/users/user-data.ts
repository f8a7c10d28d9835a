import type { UserDocument } from './persistence/user.schema';

/** The user part of the login answer (spec section 3, user data), without secrets. */
export function toUserData(user: UserDocument) {
  return {
    _id: user.id as string,
    userId: user.id as string,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    school: user.school,
    schoolcode: user.schoolcode,
    classs: user.classs,
    section: user.section,
    rollNumber: user.rollNumber,
    city: user.city,
    state: user.state,
    country: user.country,
    paid: user.paid,
    role: user.role,
    verified: user.verified,
  };
}
export type UserData = ReturnType<typeof toUserData>;
