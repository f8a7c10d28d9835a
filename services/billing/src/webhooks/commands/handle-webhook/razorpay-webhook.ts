import { z } from 'zod';

/** The parts of a Razorpay webhook this service reads; anything else in the body is let through untouched. */
const wrapped = <T extends z.ZodType>(entity: T) => z.object({ entity }).optional();
const seconds = z.number().int().nonnegative().nullable().optional();

const subscriptionEntity = z.looseObject({
  id: z.string().min(1),
  current_start: seconds,
  current_end: seconds,
});
const paymentEntity = z.looseObject({
  id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  order_id: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
});
const orderEntity = z.looseObject({ id: z.string().min(1), amount: z.number().int().nonnegative() });

const webhookSchema = z.looseObject({
  event: z.string().min(1),
  payload: z.looseObject({
    subscription: wrapped(subscriptionEntity),
    payment: wrapped(paymentEntity),
    order: wrapped(orderEntity),
  }),
  created_at: seconds,
});

export type RazorpayWebhook = z.infer<typeof webhookSchema>;
export type WebhookPayment = z.infer<typeof paymentEntity>;

/** The decoded webhook, or null when the body is not one we understand. */
export function parseWebhook(rawBody: Buffer): RazorpayWebhook | null {
  try {
    const parsed = webhookSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const fromUnix = (s: number | null | undefined): Date | null =>
  typeof s === 'number' ? new Date(s * 1000) : null;
