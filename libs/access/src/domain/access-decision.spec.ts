import { decideAccess, type Entitlement, type QuizAccessFacts } from '.';
import { learner, now, quiz, subscriber, subscription, daysAgo, iso } from './access.fixtures';

describe('access to a quiz (spec section 4)', () => {
  const cases: Array<[string, QuizAccessFacts, Entitlement | null, string, ReturnType<typeof decideAccess>]> =
    [
      [
        'a free quiz is open to a visitor',
        quiz({ difficulty: 'Free Exploratory Quiz' }),
        null,
        'learner',
        { allowed: true },
      ],
      [
        'a free quiz is open to a learner without a plan',
        quiz({ difficulty: 'Free Exploratory Quiz' }),
        learner(),
        'learner',
        { allowed: true },
      ],
      [
        'a premium quiz is refused to a visitor',
        quiz(),
        null,
        'learner',
        { allowed: false, reason: 'premium' },
      ],
      [
        'a premium quiz is refused without a subscription',
        quiz(),
        learner(),
        'learner',
        { allowed: false, reason: 'premium' },
      ],
      [
        'a school code in accessible opens it',
        quiz({ accessible: ['DPS-042'] }),
        learner({ schoolcode: 'DPS-042' }),
        'learner',
        { allowed: true },
      ],
      [
        'another school code does not',
        quiz({ accessible: ['DPS-042'] }),
        learner({ schoolcode: 'KV-007' }),
        'learner',
        { allowed: false, reason: 'premium' },
      ],
      [
        'the placeholder code Empty never opens a quiz',
        quiz({ accessible: ['Empty'] }),
        learner({ schoolcode: 'Empty' }),
        'learner',
        { allowed: false, reason: 'premium' },
      ],
      ['an active subscription with the subject opens it', quiz(), subscriber, 'learner', { allowed: true }],
      [
        'an expired subscription (next billing date passed) does not',
        quiz(),
        learner({ subscriptions: [subscription({ nextBillingDate: iso(daysAgo(1)) })] }),
        'learner',
        { allowed: false, reason: 'premium' },
      ],
      [
        'a subscription still in status created does not',
        quiz(),
        learner({ subscriptions: [subscription({ status: 'created', nextBillingDate: null })] }),
        'learner',
        { allowed: false, reason: 'premium' },
      ],
      [
        'a cancelled subscription runs until its next billing date',
        quiz(),
        learner({ subscriptions: [subscription({ status: 'cancelled' })] }),
        'learner',
        { allowed: true },
      ],
      [
        'a subscription for other subjects does not',
        quiz({ subject: 'Mock Tests' }),
        learner({ subscriptions: [subscription({ accessibleContent: ['Current Affairs'] })] }),
        'learner',
        { allowed: false, reason: 'premium' },
      ],
      [
        "another division's premium quiz sharing the subject does not (issue 35)",
        quiz({ division: 'Udbodh' }),
        subscriber,
        'learner',
        { allowed: false, reason: 'premium' },
      ],
      [
        'nor another class of the division',
        quiz({ classs: 'Class 10' }),
        subscriber,
        'learner',
        { allowed: false, reason: 'premium' },
      ],
      [
        'a subscription bought for another division does not',
        quiz(),
        learner({ subscriptions: [subscription({ scope: 'Udbodh-Already passed 12th' })] }),
        'learner',
        { allowed: false, reason: 'premium' },
      ],
      ['an editor opens everything', quiz(), null, 'editor', { allowed: true }],
      ['an admin opens everything', quiz({ createdAt: daysAgo(300) }), learner(), 'admin', { allowed: true }],
    ];
  it.each(cases)('%s', (_name, q, ent, role, expected) => {
    expect(decideAccess(q, { role, entitlement: ent }, now)).toEqual(expected);
  });
});
