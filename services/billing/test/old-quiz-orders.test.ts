import { OldQuizPurchased, PaymentVerified, QuizPublished } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually } from '@exam/testing';
import { Types } from 'mongoose';
import { orderSignature } from '../src/provider/domain/signatures';
import { billingTestApp, daysAgo, learner, type Learner } from './support/billing-fixtures';

const SUBJECT = 'Current Affairs';

function published(subject: string, difficulty: string, createdAt: string) {
  const quizId = new Types.ObjectId().toString();
  return QuizPublished.create(quizId, {
    quizId,
    kind: 'quiz',
    quizName: `Quiz ${quizId.slice(-4)}`,
    division: 'Abhyudaya',
    subject,
    chapter: 'General',
    className: 'Already passed 12th',
    difficulty,
    createdAt,
    accessible: [],
    questionCount: 10,
    marksPerCorrect: 1,
    negativeMarks: 0,
  });
}

describe('buying old quizzes', () => {
  const { t, events } = billingTestApp();

  const order = (who: Learner, body: Record<string, unknown>) =>
    t
      .http()
      .post('/api/payment/create-order')
      .auth(who.token, { type: 'bearer' })
      .send({ subject: SUBJECT, className: 'Already passed 12th', division: 'Abhyudaya', ...body });
  const verify = (who: Learner, body: object) =>
    t.http().post('/api/payment/verify-payment').auth(who.token, { type: 'bearer' }).send(body);

  it('orders two weeks at ₹100 a week, pays on the local checkout, and records the purchase once', async () => {
    // Given two premium quizzes and a free one in the period, and a premium one before it
    const noonIst = (day: string) => `${day}T06:30:00.000Z`;
    await t.app
      .get<EventBus>(EVENT_BUS)
      .publish([
        published(SUBJECT, 'Premium Quiz', noonIst(daysAgo(13))),
        published(SUBJECT, 'Premium Quiz', noonIst(daysAgo(2))),
        published(SUBJECT, 'Free Exploratory Quiz', noonIst(daysAgo(3))),
        published(SUBJECT, 'Premium Quiz', noonIst(daysAgo(20))),
        published('Mock Tests', 'Premium Quiz', noonIst(daysAgo(3))),
      ]);
    await t.settle();
    const who = await learner(t);
    const [from, to] = [daysAgo(13), daysAgo(0)];

    // When the learner orders those 14 days (2 weeks, ₹200) and pays
    const created = await order(who, { from, to, weeks: 2, amount: 200 }).expect(201);
    expect(created.body).toMatchObject({
      amount: 20_000,
      currency: 'INR',
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amountInRupees: 200,
      weeks: 2,
      description: 'access to 2 premium quizzes in the subject',
    });
    const orderId = created.body.id;
    const page = await t.http().get(`/api/payment/dev-checkout/${orderId}`).expect(200);
    expect(page.text).toContain('access to 2 premium quizzes in the subject');
    expect(page.text).toContain('₹200');
    const payment = (await t.http().post(`/api/payment/dev-checkout/${orderId}/pay`).expect(200)).body;
    expect(payment).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_/),
      razorpay_order_id: orderId,
      razorpay_signature: orderSignature(
        orderId,
        payment.razorpay_payment_id,
        t.config.secrets.razorpayKeySecret,
      ),
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(who, payment)));

    // Then every answer says so, and one purchase with the server's numbers is published
    for (const res of answers)
      expect(res.body).toMatchObject({ message: 'Payment successful! You now have access to the quizzes.' });
    await t.settle();
    await eventually(() => expect(events.of(OldQuizPurchased, orderId)).toHaveLength(1), 30_000);
    expect(events.of(OldQuizPurchased, orderId)[0].payload).toEqual({
      orderId,
      userId: who.userId,
      subject: SUBJECT,
      division: 'Abhyudaya',
      className: 'Already passed 12th',
      fromDate: from,
      toDate: to,
      weeks: 2,
      amountRupees: 200,
      status: 'success',
      purchasedAt: expect.any(String),
    });
    expect(events.of(PaymentVerified, orderId)).toHaveLength(1);
    expect((await t.http().post(`/api/payment/dev-checkout/${orderId}/pay`)).status).toBe(409);
  });

  it.each([
    [{ weeks: 1, amount: 200 }, 'The price for FROM to TO is ₹200 for 2 week(s), not ₹200 for 1 week(s).'],
    [{ weeks: 2, amount: 100 }, 'The price for FROM to TO is ₹200 for 2 week(s), not ₹100 for 2 week(s).'],
  ])('refuses weeks or an amount the server did not compute: %j', async (claim, message) => {
    const who = await learner(t);
    const [from, to] = [daysAgo(13), daysAgo(0)];
    const res = await order(who, { from, to, ...claim });
    expect(res.body).toEqual({ statusCode: 400, message: message.replace('FROM', from).replace('TO', to) });
  });

  it('refuses an order for a window with no premium quizzes of the subject, before any charge', async () => {
    // Given no premium Mock Tests quiz between 30 and 25 days ago (nor any Current Affairs one)
    const who = await learner(t);
    const [from, to] = [daysAgo(30), daysAgo(25)];

    // When the learner orders that window, it is refused with a clear 400
    for (const subject of ['Mock Tests', SUBJECT]) {
      const res = await order(who, { subject, from, to, weeks: 1, amount: 100 });
      expect(res.body).toEqual({
        statusCode: 400,
        message: `There are no premium ${subject} quizzes from ${from} to ${to}. Please choose other dates.`,
      });
    }
  });

  it('refuses bad dates and other divisions with the clear message', async () => {
    const who = await learner(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ from: daysAgo(3), to: daysAgo(3) }, 'The end date must be after the start date.'],
      [{ from: daysAgo(2), to: daysAgo(5) }, 'The end date must be after the start date.'],
      [{ from: daysAgo(2), to: daysAgo(-1) }, 'Dates cannot be later than today.'],
      [{ from: '2025-02-30', to: daysAgo(1) }, 'Date input not valid.'],
      [{ from: 20250101, to: daysAgo(1) }, 'Date input not valid.'],
      [
        { from: daysAgo(8), to: daysAgo(1), division: 'Udbodh' },
        'Old quizzes can be bought for Abhyudaya-Already passed 12th only.',
      ],
      [{ from: daysAgo(8), to: daysAgo(1), subject: ' ' }, 'Please choose a subject'],
      [{ from: daysAgo(8), to: daysAgo(1), weeks: '1' }, 'weeks must be a whole number'],
    ];
    for (const [body, message] of cases) {
      const res = await order(who, { weeks: 1, amount: 100, ...body });
      expect({ body, res: res.body }).toEqual({ body, res: { statusCode: 400, message } });
    }
  });

  it('refuses a tampered signature, a stranger, and an unknown order; a failed payment leaves the order open', async () => {
    const who = await learner(t);
    const orderId = (
      await order(who, { from: daysAgo(6), to: daysAgo(0), weeks: 1, amount: 100 }).expect(201)
    ).body.id;
    const failed = await t.http().post(`/api/payment/dev-checkout/${orderId}/fail`).expect(200);
    expect(failed.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', metadata: { order_id: orderId } });
    await eventually(async () =>
      expect(
        await t
          .db('billing')
          .collection('orders')
          .findOne({ _id: orderId as never }),
      ).toMatchObject({
        status: 'created',
        failedPayments: [expect.objectContaining({ reason: 'Payment failed' })],
      }),
    );
    const payment = (await t.http().post(`/api/payment/dev-checkout/${orderId}/pay`).expect(200)).body;
    const tampered = {
      ...payment,
      razorpay_signature: orderSignature(orderId, payment.razorpay_payment_id, 'x'),
    };
    expect((await verify(who, tampered)).body).toEqual({
      statusCode: 400,
      message: 'Payment verification failed: the signature does not match.',
    });
    expect((await verify(await learner(t), payment)).status).toBe(403);
    const unknown = 'order_AAAAAAAAAAAAAA';
    const forged = {
      razorpay_order_id: unknown,
      razorpay_payment_id: payment.razorpay_payment_id,
      razorpay_signature: orderSignature(
        unknown,
        payment.razorpay_payment_id,
        t.config.secrets.razorpayKeySecret,
      ),
    };
    expect((await verify(who, forged)).status).toBe(404);
    await verify(who, payment).expect(200);
  });
});
