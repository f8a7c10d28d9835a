import { decideAccess, type Entitlement, type QuizAccessFacts } from './access-rules';

const now = new Date('2026-06-15T06:30:00Z');
const daysAgo = (n: number, base = now) => new Date(base.getTime() - n * 86_400_000);
const iso = (d: Date) => d.toISOString();

const quiz = (over: Partial<QuizAccessFacts> = {}): QuizAccessFacts => ({
  difficulty: 'Premium Quiz',
  subject: 'Current Affairs',
  division: 'Abhyudaya',
  classs: 'Already passed 12th',
  createdAt: daysAgo(1),
  accessible: [],
  ...over,
});

const subscription = (over: Record<string, unknown> = {}) => ({
  status: 'active',
  startDate: iso(daysAgo(10)),
  nextBillingDate: iso(daysAgo(-20)),
  accessibleContent: ['Detailed News Analysis', 'Current Affairs', 'NCERT - AEP', 'Mock Tests'],
  ...over,
});

const learner = (over: Partial<Entitlement> = {}): Entitlement => ({
  schoolcode: 'Empty',
  paidfor: [],
  subscriptions: [],
  purchases: [],
  ...over,
});

const subscriber = learner({ subscriptions: [subscription()] });
const subStart = daysAgo(10);

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
