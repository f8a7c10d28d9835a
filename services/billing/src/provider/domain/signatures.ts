import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 in lowercase hex, as Razorpay signs checkout results and webhooks. */
export function hmacSha256Hex(message: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** The checkout's subscription signature: `payment_id|subscription_id` with the key secret. */
export function subscriptionSignature(paymentId: string, subscriptionId: string, keySecret: string): string {
  return hmacSha256Hex(`${paymentId}|${subscriptionId}`, keySecret);
}

/** The checkout's order signature: `order_id|payment_id` with the key secret. */
export function orderSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(`${orderId}|${paymentId}`, keySecret);
}

/** A webhook's X-Razorpay-Signature: the exact raw body with the webhook secret. */
export function webhookSignature(rawBody: Buffer | string, webhookSecret: string): string {
  return hmacSha256Hex(rawBody, webhookSecret);
}

/** Constant-time comparison of two hex signatures; anything malformed simply does not match. */
export function signaturesMatch(expectedHex: string, givenHex: unknown): boolean {
  if (typeof givenHex !== 'string' || !/^[0-9a-f]+$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const SIGNATURE_MISMATCH = 'Payment verification failed: the signature does not match.';
