import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth';
import { fakeFetch, renderWithProviders } from '@/testing/test-utils';
import { PurchaseOldQuizScreen } from '../components/purchase-old-quiz-screen';

// A whole screen with MUI and lazy translations can take several seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const at = (day: string, hour = 10) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`).toISOString();
const ALL = {
  quizzes: [
    { subject: 'Current Affairs', createdAt: at('2025-03-01'), difficulty: 'Premium Quiz' },
    { subject: 'Detailed News Analysis', createdAt: at('2025-03-01'), difficulty: 'Premium Quiz' },
    { subject: '', createdAt: at('2025-03-01'), difficulty: 'Premium Quiz' },
  ],
};
const CURRENT_AFFAIRS = {
  quizzes: [
    { createdAt: at('2025-03-04'), difficulty: 'Premium Quiz' }, // before the period
    { createdAt: at('2025-03-05'), difficulty: 'Premium Quiz' },
    { createdAt: at('2025-03-06'), difficulty: 'Free Exploratory Quiz' },
    { createdAt: at('2025-03-15', 23), difficulty: 'Premium Quiz' }, // the end day counts
    { createdAt: at('2025-03-16'), difficulty: 'Premium Quiz' }, // after
  ],
};

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const payButton = () => screen.getByRole('button', { name: /^Pay|Processing payment/ });

function type(label: RegExp, text: string) {
  fireEvent.change(input(label), { target: { value: text } });
}

async function chooseSubject(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Subject/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('Purchase Old Quiz', () => {
  let fetched: ReturnType<typeof fakeFetch>;
  beforeEach(() => {
    fetched = fakeFetch({
      'GET /api/quizs/getAepQuizzes': [200, ALL],
    });
    // The subject's own call answers the subject's quizzes.
    const base = fetched.fn;
    vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) =>
      String(url).includes('subject=')
        ? Promise.resolve(new Response(JSON.stringify(CURRENT_AFFAIRS), { status: 200 }))
        : base(url, init),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists 'Choose a subject' then the distinct non-empty subjects", async () => {
    renderWithProviders(<PurchaseOldQuizScreen />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Subject/ }));
    const options = await screen.findAllByRole('option');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Choose a subject',
        'Current Affairs',
        'Detailed News Analysis',
      ]),
    );
    expect(options[0]).toHaveTextContent('Choose a subject');
  });

  it('keeps the end date disabled until a start is set, and the pay button until subject and weeks', async () => {
    renderWithProviders(<PurchaseOldQuizScreen />);
    await screen.findByRole('heading', { name: 'Purchase Old Quiz' });
    expect(input(/^End Date/)).toBeDisabled();
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveTextContent('Pay ₹0');

    type(/^Start Date/, 'Mar 5, 2025');
    await waitFor(() => expect(input(/^End Date/)).toBeEnabled());
    type(/^End Date/, 'Mar 15, 2025');
    expect(await screen.findByText('2 week(s) of historical access')).toBeVisible();
    expect(payButton()).toHaveTextContent('Pay ₹200');
    expect(payButton()).toBeDisabled(); // no subject yet

    await chooseSubject('Current Affairs');
    expect(payButton()).toBeEnabled();
  });

  it("says 'Date input not valid.' for a typed date that is not one, or is after today", async () => {
    renderWithProviders(<PurchaseOldQuizScreen />);
    await screen.findByRole('heading', { name: 'Purchase Old Quiz' });
    type(/^Start Date/, 'Feb 30, 2025x');
    expect(await screen.findByText('Date input not valid.')).toBeVisible();
    type(/^Start Date/, 'Jan 1, 2999');
    expect(screen.getByText('Date input not valid.')).toBeVisible();
    type(/^Start Date/, 'Mar 5, 2025');
    await waitFor(() => expect(screen.queryByText('Date input not valid.')).toBeNull());
    expect(input(/^Start Date/).value).toBe('Mar 5, 2025');
  });

  it('ignores an end before the start, and a later start clears the end and the price', async () => {
    renderWithProviders(<PurchaseOldQuizScreen />);
    await screen.findByRole('heading', { name: 'Purchase Old Quiz' });
    type(/^Start Date/, 'Mar 5, 2025');
    await waitFor(() => expect(input(/^End Date/)).toBeEnabled());
    type(/^End Date/, 'Mar 1, 2025');
    expect(screen.queryByTestId('selected-period')).toBeNull();
    type(/^End Date/, 'Mar 15, 2025');
    expect(await screen.findByTestId('selected-period')).toHaveTextContent('₹200');

    type(/^Start Date/, 'Mar 20, 2025');
    await waitFor(() => expect(input(/^End Date/).value).toBe(''));
    expect(screen.queryByTestId('selected-period')).toBeNull();
    expect(payButton()).toHaveTextContent('Pay ₹0');
  });

  it('counts free and premium quizzes of the subject from start to end inclusive', async () => {
    renderWithProviders(<PurchaseOldQuizScreen />);
    await chooseSubject('Current Affairs');
    type(/^Start Date/, 'Mar 5, 2025');
    await waitFor(() => expect(input(/^End Date/)).toBeEnabled());
    type(/^End Date/, 'Mar 15, 2025');

    const panel = await screen.findByTestId('available-quizzes');
    expect(within(panel).getByTestId('free-count')).toHaveTextContent('1');
    expect(within(panel).getByTestId('premium-count')).toHaveTextContent('2');
    expect(screen.getByTestId('selected-period')).toHaveTextContent('includes 2 premium quizzes');
  });

  it("sends the form as the server prices it and says '❌ Payment initiation failed' when the order fails", async () => {
    configureApiClient({ token: sessionStore.token, onUnauthorized: () => undefined });
    sessionStore.start({ token: 't', user: { _id: 'u1', name: 'Asha' } as never }, 'b1');
    const orders: unknown[] = [];
    const base = fetch;
    vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).endsWith('/payment/create-order')) {
        orders.push(JSON.parse(String(init?.body)));
        return Promise.resolve(new Response(JSON.stringify({ message: 'nope' }), { status: 400 }));
      }
      return base(url, init);
    });
    renderWithProviders(<PurchaseOldQuizScreen />);
    await chooseSubject('Current Affairs');
    type(/^Start Date/, 'Mar 5, 2025');
    await waitFor(() => expect(input(/^End Date/)).toBeEnabled());
    type(/^End Date/, 'Mar 15, 2025');
    fireEvent.click(payButton());

    expect(await screen.findByText('❌ Payment initiation failed')).toBeVisible();
    expect(orders).toEqual([
      {
        subject: 'Current Affairs',
        className: 'Already passed 12th',
        division: 'Abhyudaya',
        from: '2025-03-05',
        to: '2025-03-15',
        weeks: 2,
        amount: 200,
      },
    ]);
    expect(payButton()).toBeEnabled();
  });
});
