import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { ApiAnswer, ApiSchema } from '@exam/web-theme/src/api';

export type ResetPasswordInput = ApiSchema<'ResetPasswordRequestDto'>;

type Answer = ApiAnswer<'/api/users/resetpassword', 'post'>;

/** POST /api/users/resetpassword: 'Password Changed Successfully', or 400 'Invalid OTP'. */
export const resetPassword = (input: ResetPasswordInput): Promise<Answer> =>
  api.post<Answer>('/users/resetpassword', input);

export function useResetPassword(config: MutationConfig<typeof resetPassword> = {}) {
  return useMutation({ ...config, mutationFn: resetPassword });
}
