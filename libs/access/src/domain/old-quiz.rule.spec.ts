import { decideAccess, type Entitlement, type QuizAccessFacts } from '.';
import { daysAgo, iso, learner, now, quiz, subscriber, subscription, subStart } from './access.fixtures';

describe('old-quiz rule (spec section 4: Detailed News Analysis and Current Affairs, 7 days)', () => {
  const at = (days: number, ms = 0) => new Date(subStart.getTime() - days * 86_400_000 + ms);
  const cases: Array<[string, QuizAccessFacts, Entitlement, ReturnType<typeof decideAccess>]> = [
    [
      'created exactly 7 days before the subscription start: open',
      quiz({ createdAt: at(7) }),
      subscriber,
      { allowed: true },
    ],
    [
      'created 7 days and 1 ms before: restricted',
      quiz({ createdAt: at(7, -1) }),
      subscriber,
      { allowed: false, reason: 'old_quiz_restricted' },
    ],
    [
      'created 30 days before, Detailed News Analysis: restricted',
      quiz({ subject: 'Detailed News Analysis', createdAt: at(30) }),
      subscriber,
      { allowed: false, reason: 'old_quiz_restricted' },
    ],
    [
      'created 30 days before, NCERT - AEP: the rule does not apply',
      quiz({ subject: 'NCERT - AEP', createdAt: at(30) }),
      subscriber,
      { allowed: true },
    ],
    [
      'the earliest of two active subscriptions counts',
      quiz({ createdAt: at(30) }),
      learner({ subscriptions: [subscription(), subscription({ startDate: iso(at(40)) })] }),
      { allowed: true },
    ],
  ];
  it.each(cases)('%s', (_name, q, ent, expected) => {
    expect(decideAccess(q, { role: 'learner', entitlement: ent }, now)).toEqual(expected);
  });

  const createdAt = new Date('2026-04-10T04:00:00Z');
  const purchase = (over: Record<string, unknown> = {}) => ({
    status: 'success',
    subject: 'Current Affairs',
    from: '2026-04-06',
    to: '2026-04-12',
    ...over,
  });
  const withPurchase = (p: ReturnType<typeof purchase>) =>
    learner({ subscriptions: [subscription()], purchases: [p] });
  const purchaseCases: Array<[string, ReturnType<typeof purchase>, ReturnType<typeof decideAccess>]> = [
    ['a successful purchase covering the creation date opens it', purchase(), { allowed: true }],
    ['covering it on its last day (inclusive)', purchase({ to: '2026-04-10' }), { allowed: true }],
    [
      'a purchase ending the day before does not',
      purchase({ to: '2026-04-09' }),
      { allowed: false, reason: 'old_quiz_restricted' },
    ],
    [
      'a purchase of another subject does not',
      purchase({ subject: 'Detailed News Analysis' }),
      { allowed: false, reason: 'old_quiz_restricted' },
    ],
    [
      'a purchase for another division does not',
      purchase({ division: 'Udbodh', className: 'Already passed 12th' }),
      { allowed: false, reason: 'old_quiz_restricted' },
    ],
    [
      'a purchase that did not succeed does not',
      purchase({ status: 'failed' }),
      { allowed: false, reason: 'old_quiz_restricted' },
    ],
  ];
  it.each(purchaseCases)('%s', (_name, p, expected) => {
    expect(decideAccess(quiz({ createdAt }), { role: 'learner', entitlement: withPurchase(p) }, now)).toEqual(
      expected,
    );
  });

  it('a covering purchase opens an old premium quiz even without a subscription (decided in issue 35)', () => {
    const ent = learner({ purchases: [purchase()] });
    expect(decideAccess(quiz({ createdAt }), { role: 'learner', entitlement: ent }, now)).toEqual({
      allowed: true,
    });
    expect(decideAccess(quiz({ createdAt: daysAgo(1) }), { role: 'learner', entitlement: ent }, now)).toEqual(
      {
        allowed: false,
        reason: 'premium',
      },
    );
  });
});
