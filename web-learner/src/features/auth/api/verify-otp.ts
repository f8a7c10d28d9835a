import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { ApiSchema } from '@/types/api-schema';

/** POST /api/users/verificationcheck: the registration code; answers { message }. */
export const verifyOtp = (input: ApiSchema<'VerifyEmailRequestDto'>): Promise<{ message: string }> =>
  api.post<{ message: string }>('/users/verificationcheck', input);

export function useVerifyOtp(config: MutationConfig<typeof verifyOtp> = {}) {
  return useMutation({ ...config, mutationFn: verifyOtp });
}
