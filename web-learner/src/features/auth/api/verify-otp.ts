import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { ApiAnswer, ApiSchema } from '@exam/web-theme/src/api';

type Answer = ApiAnswer<'/api/users/verificationcheck', 'post'>;

/** POST /api/users/verificationcheck: the registration code; answers { message }. */
export const verifyOtp = (input: ApiSchema<'VerifyEmailRequestDto'>): Promise<Answer> =>
  api.post<Answer>('/users/verificationcheck', input);

export function useVerifyOtp(config: MutationConfig<typeof verifyOtp> = {}) {
  return useMutation({ ...config, mutationFn: verifyOtp });
}
