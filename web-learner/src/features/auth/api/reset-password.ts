import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { ApiSchema } from '@/types/api-schema';

export type ResetPasswordInput = ApiSchema<'ResetPasswordRequestDto'>;

/** POST /api/users/resetpassword: 'Password Changed Successfully', or 400 'Invalid OTP'. */
export const resetPassword = (input: ResetPasswordInput): Promise<{ message: string }> =>
  api.post<{ message: string }>('/users/resetpassword', input);

export function useResetPassword(config: MutationConfig<typeof resetPassword> = {}) {
  return useMutation({ ...config, mutationFn: resetPassword });
}
