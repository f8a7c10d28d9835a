import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth';
import { dialogs } from '@/lib/dialogs';
import { fakeFetch, renderWithProviders } from '@/testing/test-utils';
import { ManageSubscriptionsScreen } from '../components/manage-subscriptions-screen';
import { SubscriptionsOverview } from '../components/subscriptions-overview';
import { statusColor } from '../status';

// A whole screen with MUI and lazy translations can take several seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const sub = (id: string, status: string, extra: object = {}) => ({
  id,
  plan: `Abhyudaya Quarterly`,
  billingCycle: 'Quarterly',
  status,
  startDate: '2025-03-05T06:30:00.000Z',
  nextBillingDate: '2999-06-05T06:30:00.000Z',
  accessibleContent: [],
  ...extra,
});
const order = (status: string, subject: string, amount: number) => ({
  status,
  subject,
  from: '2025-03-01',
  to: '2025-03-14',
  amount,
});

function withProfile(profile: object, extra: Parameters<typeof fakeFetch>[0] = {}) {
  configureApiClient({ token: sessionStore.token, onUnauthorized: () => undefined });
  sessionStore.start({ token: 't', user: { _id: 'u1', name: 'Asha' } as never }, 'b1');
  const faked = fakeFetch({
    'GET /api/users/getuserbyid/u1': [200, { _id: 'u1', name: 'Asha', ...profile }],
    ...extra,
  });
  vi.stubGlobal('fetch', faked.fn);
  return faked;
}

const rows = () => screen.queryAllByTestId('subscription-row');

describe('the status badge', () => {
  it('is green for active, yellow for warning and red for anything else', () => {
    expect(['active', 'warning', 'cancelled', 'halted', 'expired', ''].map(statusColor)).toEqual([
      'success',
      'warning',
      'error',
      'error',
      'error',
      'error',
    ]);
  });
});

describe("the dashboard's subscriptions section", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists every subscription but 'created', with badges and en-GB dates", async () => {
    withProfile({
      subscriptions: [sub('sub_A', 'active'), sub('sub_B', 'created'), sub('sub_C', 'cancelled')],
      purchaseOrders: [],
    });
    renderWithProviders(<SubscriptionsOverview />);

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]!).getByText('sub_A')).toBeVisible();
    expect(within(rows()[0]!).getByText('05/03/2025')).toBeVisible();
    expect(within(rows()[0]!).getByText('active').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'success',
    );
    expect(within(rows()[1]!).getByText('cancelled').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'error',
    );
    expect(screen.queryByText('sub_B')).toBeNull();
  });

  it('lists successful old-quiz purchases only, in rupees', async () => {
    withProfile({
      subscriptions: [],
      purchaseOrders: [
        order('success', 'Current Affairs', 200),
        order('created', 'Detailed News Analysis', 100),
      ],
    });
    renderWithProviders(<SubscriptionsOverview />);

    const purchases = await screen.findAllByTestId('purchase-row');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toHaveTextContent('Current Affairs01/03/202514/03/2025₹200');
    expect(screen.getByText('You have no active subscriptions.')).toBeVisible();
  });

  it('says so when there is nothing, the created-only subscription included', async () => {
    withProfile({
      subscriptions: [sub('sub_B', 'created')],
      purchaseOrders: [order('failed', 'Current Affairs', 100)],
    });
    renderWithProviders(<SubscriptionsOverview />);
    expect(await screen.findByText('You have no active subscriptions.')).toBeVisible();
    expect(screen.getByText('No old purchases found')).toBeVisible();
  });
});

describe('manage subscriptions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('unsubscribes an active row after a confirmation, then the row is gone', async () => {
    let answer: (v: [number, unknown]) => void = () => undefined;
    const { fn, calls } = withProfile({ subscriptions: [sub('sub_A', 'active'), sub('sub_W', 'warning')] });
    vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) =>
      String(url).endsWith('/payment/unsubscribe')
        ? new Promise<Response>((resolve) => {
            calls.push({
              method: 'POST',
              path: '/api/payment/unsubscribe',
              body: JSON.parse(String(init?.body)),
              headers: {},
            });
            answer = ([status, body]) => resolve(new Response(JSON.stringify(body), { status }));
          })
        : fn(url, init),
    );
    renderWithProviders(<ManageSubscriptionsScreen />);

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText(/access continues until the next billing date/)).toBeVisible();
    expect(within(rows()[0]!).getByText('Abhyudaya Quarterly')).toBeVisible();
    expect(within(rows()[1]!).queryByRole('button')).toBeNull(); // only active rows can be cancelled
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() =>
      expect(dialogs.current()?.message).toBe('Do you want to unsubscribe from Abhyudaya Quarterly?'),
    );
    dialogs.answer(dialogs.current()!.id, true);

    expect(await screen.findByRole('button', { name: 'Unsubscribing...', hidden: true })).toBeDisabled();
    expect(calls.find((c) => c.path === '/api/payment/unsubscribe')?.body).toEqual({
      subscriptionId: 'sub_A',
      userId: 'u1',
    });
    answer([200, { message: 'You have unsubscribed. Your access continues until 5 June 2999.' }]);
    await waitFor(() => expect(screen.queryByText('sub_A')).toBeNull());
    expect(await screen.findByText(/Your access continues until 5 June 2999/)).toBeVisible();
  });

  it("keeps the row and says the server's message, or 'Failed to unsubscribe.'", async () => {
    withProfile(
      { subscriptions: [sub('sub_A', 'active')] },
      { 'POST /api/payment/unsubscribe': [409, { message: 'Only active subscriptions can be cancelled.' }] },
    );
    renderWithProviders(<ManageSubscriptionsScreen />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(dialogs.current()).toBeDefined());
    dialogs.answer(dialogs.current()!.id, true);
    expect(await screen.findByText('Only active subscriptions can be cancelled.')).toBeVisible();
    expect(screen.getByText('sub_A')).toBeVisible();

    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 500 })));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(dialogs.current()).toBeDefined());
    dialogs.answer(dialogs.current()!.id, true);
    expect(await screen.findByText('Failed to unsubscribe.')).toBeVisible();
  });

  it('does nothing when the learner does not confirm', async () => {
    const { calls } = withProfile({ subscriptions: [sub('sub_A', 'active')] });
    renderWithProviders(<ManageSubscriptionsScreen />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(dialogs.current()).toBeDefined());
    dialogs.answer(dialogs.current()!.id, false);
    await waitFor(() => expect(dialogs.current()).toBeUndefined());
    expect(calls.some((c) => c.path === '/api/payment/unsubscribe')).toBe(false);
    expect(screen.getByText('sub_A')).toBeVisible();
  });
});
