import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature of a local media URL: HMAC-SHA256 over bucket, key and expiry (epoch seconds). */
export function mediaSignature(secret: string, bucket: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${bucket}/${key}:${expires}`).digest('base64url');
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

export function checkMediaSignature(
  secret: string,
  bucket: string,
  key: string,
  expires: number,
  sig: string,
  now = Date.now(),
): SignatureCheck {
  if (!Number.isInteger(expires) || !sig) return 'invalid';
  const expected = Buffer.from(mediaSignature(secret, bucket, key, expires));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expires * 1000 < now ? 'expired' : 'valid';
}
