import { createHmac } from 'node:crypto';
import { orderSignature, signaturesMatch, subscriptionSignature, webhookSignature } from './signatures';

/** Vectors computed here with node:crypto directly, independently of the code under test. */
const hmac = (message: string, secret: string) => createHmac('sha256', secret).update(message).digest('hex');
const keySecret = 'test_key_secret_123';
const webhookSecret = 'whsec_456';

describe('Razorpay signatures', () => {
  it('sign a subscription payment over payment_id|subscription_id', () => {
    const expected = hmac('pay_29QQoUBi66xm2f|sub_00000000000001', keySecret);
    expect(subscriptionSignature('pay_29QQoUBi66xm2f', 'sub_00000000000001', keySecret)).toBe(expected);
    // The order of the two ids matters: the other way round is a different signature.
    expect(expected).not.toBe(hmac('sub_00000000000001|pay_29QQoUBi66xm2f', keySecret));
  });

  it('sign an order payment over order_id|payment_id', () => {
    expect(orderSignature('order_9A33XWu170gUtm', 'pay_29QQoUBi66xm2f', keySecret)).toBe(
      hmac('order_9A33XWu170gUtm|pay_29QQoUBi66xm2f', keySecret),
    );
  });

  it('sign a webhook over the exact raw body', () => {
    const body = '{"entity":"event","event":"order.paid"}';
    expect(webhookSignature(Buffer.from(body), webhookSecret)).toBe(hmac(body, webhookSecret));
    expect(webhookSignature(body + ' ', webhookSecret)).not.toBe(hmac(body, webhookSecret));
  });

  it('match only the same signature, in any hex case, and refuse anything malformed', () => {
    const good = hmac('a|b', keySecret);
    expect(signaturesMatch(good, good)).toBe(true);
    expect(signaturesMatch(good, good.toUpperCase())).toBe(true);
    const flipped = (good[0] === '0' ? '1' : '0') + good.slice(1);
    expect(signaturesMatch(good, flipped)).toBe(false);
    expect(signaturesMatch(good, good.slice(0, -2))).toBe(false);
    expect(signaturesMatch(good, `${good}00`)).toBe(false);
    for (const bad of ['', 'zz', undefined, null, 42, { sig: good }])
      expect(signaturesMatch(good, bad)).toBe(false);
  });
});
