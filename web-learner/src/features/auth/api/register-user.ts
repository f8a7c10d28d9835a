import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { ApiAnswer, ApiSchema } from '@exam/web-theme/src/api';

/** The fixed class of spec section 2.4 (the only option offered). */
export const CLASS_PASSED_12TH = 'Already passed 12th';

/** What the learner types; the server adds the fixed values of spec section 3 (school, schoolcode, ...). */
export type RegisterInput = ApiSchema<'RegisterUserRequestDto'>;

export type RegisterAnswer = ApiAnswer<'/api/users/register', 'post'>;

/** POST /api/users/register: creates an unverified account and mails a 6-digit code. */
export const registerUser = (input: RegisterInput): Promise<RegisterAnswer> =>
  api.post<RegisterAnswer>('/users/register', {
    ...input,
    // Spec section 3: key is the name and class joined; the server recomputes it, sent for fidelity.
    key: `${input.name}${input.classs}`,
    email: input.email.trim().toLowerCase(),
  });

export function useRegisterUser(config: MutationConfig<typeof registerUser> = {}) {
  return useMutation({ ...config, mutationFn: registerUser });
}
