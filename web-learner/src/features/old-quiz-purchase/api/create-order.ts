import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiSchema } from '@exam/web-theme/src/api';

/** The purchase form (spec section 3): the server recomputes weeks and amount and refuses a mismatch. */
export type CreateOrderInput = ApiSchema<'CreateOrderRequestDto'>;

/** amount in paise, as the provider's order says. */
export type CreatedOrder = ApiSchema<'CreatedOrder'>;

/** POST /api/payment/create-order. */
export const createOrder = (input: CreateOrderInput) =>
  api.post<CreatedOrder>('/payment/create-order', input);

/** Nothing cached changes until the payment is verified (useVerifyPayment). */
export const useCreateOrder = () => useMutation({ mutationFn: createOrder });
