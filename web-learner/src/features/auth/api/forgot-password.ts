import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { ApiAnswer, ApiSchema } from '@exam/web-theme/src/api';

type Answer = ApiAnswer<'/api/users/forgotpassword', 'post'>;

/** POST /api/users/forgotpassword: mails a reset code ('OTP Sent Successfully', or 404 'Email not found in our database'). */
export const forgotPassword = (input: ApiSchema<'ForgotPasswordRequestDto'>): Promise<Answer> =>
  api.post<Answer>('/users/forgotpassword', { email: input.email.trim().toLowerCase() });

export function useForgotPassword(config: MutationConfig<typeof forgotPassword> = {}) {
  return useMutation({ ...config, mutationFn: forgotPassword });
}
