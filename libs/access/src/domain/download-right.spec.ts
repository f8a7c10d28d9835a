import { mayDownload, scopeCovers, type Entitlement, type QuizAccessFacts } from '.';

const now = new Date('2026-06-15T06:30:00Z');
const iso = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
const quiz = (over: Partial<QuizAccessFacts> = {}): QuizAccessFacts => ({
  difficulty: 'Premium Quiz',
  subject: 'Current Affairs',
  division: 'Abhyudaya',
  classs: 'Already passed 12th',
  createdAt: new Date(iso(-1)),
  accessible: [],
  ...over,
});
const subscription = (over: Record<string, unknown> = {}) => ({
  status: 'active',
  startDate: iso(-10),
  nextBillingDate: iso(20),
  accessibleContent: ['Current Affairs'],
  scope: 'Abhyudaya-Already passed 12th',
  ...over,
});
const learner = (over: Partial<Entitlement> = {}): Entitlement => ({
  schoolcode: 'Empty',
  paidfor: ['Abhyudaya-Already passed 12th'],
  subscriptions: [],
  purchases: [],
  ...over,
});

describe("a paidfor entry's scope against the quiz's division and class", () => {
  const q = (division: string, classs: string) => ({ division, classs });
  it.each([
    ['same division and class', 'Abhyudaya-Already passed 12th', q('Abhyudaya', 'Already passed 12th'), true],
    ['same division, other class', 'Abhyudaya-Already passed 12th', q('Abhyudaya', 'Class 10'), false],
    ['other division', 'Abhyudaya-Already passed 12th', q('Udbodh', 'Already passed 12th'), false],
    ['an entry naming only the division', 'Udbodh', q('Udbodh', 'Class 8'), true],
    [
      'division names are whole, not prefixes',
      'Abhyudaya-Already passed 12th',
      q('Abhyu', 'Already passed 12th'),
      false,
    ],
    [
      'a scope stored before scopes were kept: the plans’ one',
      undefined,
      q('Abhyudaya', 'Already passed 12th'),
      true,
    ],
  ])('%s', (_n, scope, facts, expected) => expect(scopeCovers(scope, facts)).toBe(expected));
});

describe('download rights (spec sections 6 and 11, issue 35): the access decision and paid access, now', () => {
  const as = (entitlement: Entitlement | null, role = 'learner') => ({ role, entitlement });
  it.each([
    ['a live subscription for the division', quiz(), learner({ subscriptions: [subscription()] }), true],
    [
      'a free quiz of the division, to a subscriber',
      quiz({ difficulty: 'Free Exploratory Quiz' }),
      learner({ subscriptions: [subscription()] }),
      true,
    ],
    [
      'a free quiz, to a learner who pays for nothing',
      quiz({ difficulty: 'Free Exploratory Quiz' }),
      learner({ paidfor: [] }),
      false,
    ],
    [
      'a completed subscription, paidfor kept',
      quiz(),
      learner({ subscriptions: [subscription({ status: 'completed' })] }),
      false,
    ],
    [
      'a cancelled one past its access date',
      quiz(),
      learner({ subscriptions: [subscription({ status: 'cancelled', nextBillingDate: iso(-1) })] }),
      false,
    ],
    [
      'a cancelled one before its access date',
      quiz(),
      learner({ subscriptions: [subscription({ status: 'cancelled' })] }),
      true,
    ],
    [
      'a subscription of another division',
      quiz({ division: 'Udbodh' }),
      learner({ subscriptions: [subscription()] }),
      false,
    ],
    [
      'a purchase covering the quiz, without a subscription',
      quiz(),
      learner({
        purchases: [
          {
            status: 'success',
            subject: 'Current Affairs',
            division: 'Abhyudaya',
            className: 'Already passed 12th',
            from: iso(-7).slice(0, 10),
            to: iso(0).slice(0, 10),
          },
        ],
      }),
      true,
    ],
    [
      'a school code opening the quiz, with nothing paid',
      quiz({ accessible: ['DPS-042'] }),
      learner({ schoolcode: 'DPS-042', paidfor: [] }),
      false,
    ],
    ['no entitlement at all', quiz(), null, false],
  ])('%s: %s', (_n, q, ent, expected) => expect(mayDownload(q, as(ent), now)).toBe(expected));

  it('lets staff download whatever they may open', () => {
    expect(mayDownload(quiz(), as(null, 'editor'), now)).toBe(true);
  });
});
