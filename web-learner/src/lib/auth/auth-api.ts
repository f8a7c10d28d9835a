import { api } from '@/lib/api-client';
import type { LoginResponse } from '@/types/api';
import type { ApiAnswer, ApiSchema } from '@exam/web-theme/src/api';

/** Session calls of spec section 7 that the whole app shares (the screens' own calls live in their features). */
export type LoginPayload = ApiSchema<'LoginRequestDto'>;

export const loginWithEmailAndPassword = (payload: LoginPayload): Promise<LoginResponse> =>
  api.post<LoginResponse>('/users/login', payload);

export const logoutOnServer = (userId: string): Promise<unknown> =>
  api.post('/users/logout', { _id: userId });

export const verifyBrowserId = (payload: { userId: string; uniqueBrowserId: string }) =>
  api.post<ApiAnswer<'/api/users/verifyBrowserId', 'post'>>('/users/verifyBrowserId', payload);
