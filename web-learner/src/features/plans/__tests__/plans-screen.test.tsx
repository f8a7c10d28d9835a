import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { configureApiClient } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth';
import { registerNavigate } from '@/lib/navigation';
import { fakeFetch, renderAt } from '@/testing/test-utils';
import { PlansScreen } from '../components/plans-screen';
import { PLANS } from './fixtures';

// A whole screen with MUI and lazy translations can take several seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });
// The cards arrive in a transition after the plans: give them time to appear on a busy machine.
configure({ asyncUtilTimeout: 5000 });

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

const routes = (
  <Routes>
    <Route path="/purchase" element={<PlansScreen />} />
    <Route path="*" element={<Where />} />
  </Routes>
);

const user = { _id: 'u1', name: 'Asha', email: 'asha@example.com', mobile: '9123456780' };
const profile = (subscriptions: unknown[] = []) => ({ ...user, subscriptions, purchaseOrders: [] });
// hidden: true, because an open dialog hides the page from assistive technology.
const card = (cycle: string) => screen.getByRole('region', { name: cycle, hidden: true });

function signIn() {
  configureApiClient({ token: sessionStore.token, onUnauthorized: () => undefined });
  sessionStore.start({ token: 't', user: user as never }, 'b1');
}

describe('Select Your Plan', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    registerNavigate(null);
  });

  it('shows the four plans with Indian rupees, the list price and the save badge', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/payment/plans': [200, { plans: PLANS }] }).fn);
    renderAt(routes, '/purchase');

    const quarterly = await screen.findByRole('region', { name: 'Quarterly' });
    expect(within(quarterly).getByTestId('plan-price')).toHaveTextContent('₹2,925');
    expect(within(quarterly).getByTestId('list-price')).toHaveTextContent('₹3,000');
    expect(within(quarterly).getByTestId('save-badge')).toHaveTextContent('Save 2.5%');
    expect(within(card('Yearly')).getByTestId('plan-price')).toHaveTextContent('₹10,800');
    expect(within(card('Monthly')).queryByTestId('save-badge')).toBeNull();
    expect(within(card('Monthly')).queryByTestId('list-price')).toBeNull();
    expect(within(card('Monthly')).getByText('Daily current affairs: 150-200 questions')).toBeVisible();
  });

  it('sends a visitor to /login', async () => {
    const navigations: string[] = [];
    registerNavigate((to) => navigations.push(to));
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/payment/plans': [200, { plans: PLANS }] }).fn);
    renderAt(routes, '/purchase');

    fireEvent.click(
      await within(await screen.findByRole('region', { name: 'Monthly' })).findByRole('button'),
    );
    expect(navigations).toEqual(['/login']);
  });

  it('marks a plan held until a future date Already Subscribed, and only that one', async () => {
    signIn();
    const held = [
      { id: 'sub_1', plan: 'Abhyudaya Half Yearly', status: 'active', nextBillingDate: '2999-01-01' },
    ];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/payment/plans': [200, { plans: PLANS }],
        'GET /api/users/getuserbyid/u1': [200, profile(held)],
      }).fn,
    );
    renderAt(routes, '/purchase');

    await waitFor(() =>
      expect(within(card('Half Yearly')).getByRole('button')).toHaveTextContent('Already Subscribed'),
    );
    expect(within(card('Half Yearly')).getByRole('button')).toBeDisabled();
    expect(within(card('Yearly')).getByRole('button')).toHaveTextContent('Subscribe Now');
    expect(within(card('Yearly')).getByRole('button')).toBeEnabled();
  });

  it("shows the server's message when the subscription cannot be created, and the plan stays buyable", async () => {
    signIn();
    const { fn, calls } = fakeFetch({
      'GET /api/payment/plans': [200, { plans: PLANS }],
      'GET /api/users/getuserbyid/u1': [200, profile()],
      'POST /api/payment/aepsubscription': [409, { message: 'Already Subscribed' }],
    });
    vi.stubGlobal('fetch', fn);
    renderAt(routes, '/purchase');

    fireEvent.click(
      await within(await screen.findByRole('region', { name: 'Quarterly' })).findByRole('button'),
    );
    expect(await screen.findByText('Already Subscribed', { selector: '.Toastify *' })).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      plan_id: 'plan_abhyudaya-quarterly',
      userId: 'u1',
      total_count: 32,
      DivisonAndClass: 'Abhyudaya-Already passed 12th',
    });
    await waitFor(() =>
      expect(within(card('Quarterly')).getByRole('button')).toHaveTextContent('Subscribe Now'),
    );
  });

  it('opens the checkout of a subscription still awaiting its payment instead of making a second one', async () => {
    signIn();
    const { fn } = fakeFetch({
      'GET /api/payment/plans': [200, { plans: PLANS }],
      'GET /api/users/getuserbyid/u1': [200, profile()],
      'POST /api/payment/aepsubscription': [
        409,
        {
          statusCode: 409,
          message: 'Already Subscribed',
          pending: {
            data: { id: 'sub_PENDINGPENDING' },
            key: 'rzp_test_local',
            checkoutUrl: '/api/payment/dev-checkout/sub_PENDINGPENDING',
            amount: 2925,
            currency: 'INR',
          },
        },
      ],
    });
    vi.stubGlobal('fetch', fn);
    renderAt(routes, '/purchase');

    fireEvent.click(
      await within(await screen.findByRole('region', { name: 'Quarterly' })).findByRole('button'),
    );
    const frame = (await screen.findByTitle('Checkout')) as HTMLIFrameElement;
    expect(frame.src).toContain('/api/payment/dev-checkout/sub_PENDINGPENDING');
    expect(screen.queryByText('Already Subscribed', { selector: '.Toastify *' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Close checkout' }));
    await waitFor(() =>
      expect(within(card('Quarterly')).getByRole('button')).toHaveTextContent('Subscribe Now'),
    );
  });

  it('opens the local checkout, verifies its payment and shows the referral code', async () => {
    signIn();
    const payment = {
      razorpay_payment_id: 'pay_AAAAAAAAAAAAAA',
      razorpay_subscription_id: 'sub_BBBBBBBBBBBBBB',
      razorpay_signature: 'abc',
    };
    const { fn, calls } = fakeFetch({
      'GET /api/payment/plans': [200, { plans: PLANS }],
      'GET /api/users/getuserbyid/u1': [200, profile()],
      'POST /api/payment/aepsubscription': [
        201,
        {
          data: { id: 'sub_BBBBBBBBBBBBBB' },
          message: 'Subscription created successfully',
          key: 'rzp_test_local',
          checkoutUrl: '/api/payment/dev-checkout/sub_BBBBBBBBBBBBBB',
          amount: 2925,
          currency: 'INR',
        },
      ],
      'POST /api/payment/aepverify': [
        200,
        { message: 'Payment verified successfully.', referralCode: 'ASHA42' },
      ],
    });
    vi.stubGlobal('fetch', fn);
    renderAt(routes, '/purchase');

    fireEvent.click(
      await within(await screen.findByRole('region', { name: 'Quarterly' })).findByRole('button'),
    );
    const frame = (await screen.findByTitle('Checkout')) as HTMLIFrameElement;
    expect(within(card('Quarterly')).getByRole('button', { hidden: true })).toHaveTextContent(
      'Processing...',
    );
    // A message from anything but the checkout's own frame is ignored.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'dev-checkout', action: 'pay', body: payment },
        origin: location.origin,
      }),
    );
    expect(calls.some((c) => c.path === '/api/payment/aepverify')).toBe(false);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'dev-checkout', action: 'pay', body: payment },
        origin: location.origin,
        source: frame.contentWindow,
      }),
    );

    expect(await screen.findByText('Subscription Successful!')).toBeVisible();
    expect(screen.getByTestId('referral-code')).toHaveTextContent('ASHA42');
    expect(calls.find((c) => c.path === '/api/payment/aepverify')?.body).toMatchObject({
      ...payment,
      userId: 'u1',
    });
  });

  it('leaves the plan buyable when the learner closes the checkout', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/payment/plans': [200, { plans: PLANS }],
        'GET /api/users/getuserbyid/u1': [200, profile()],
        'POST /api/payment/aepsubscription': [
          201,
          { data: { id: 'sub_C' }, message: '', key: 'k', checkoutUrl: '/api/payment/dev-checkout/sub_C' },
        ],
      }).fn,
    );
    renderAt(routes, '/purchase');

    fireEvent.click(
      await within(await screen.findByRole('region', { name: 'Monthly' })).findByRole('button'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Close checkout' }));
    expect(await screen.findByText(/Payment cancelled/)).toBeVisible();
    await waitFor(() =>
      expect(within(card('Monthly')).getByRole('button')).toHaveTextContent('Subscribe Now'),
    );
  });
});
