import { Grid } from '@mui/material';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '@/providers/dataProvider';
import { httpClient } from '@/providers/httpClient';
import { AttemptsOverview, type AttemptsOverviewData } from './AttemptsOverview';
import { BillingOverview, type BillingOverviewData } from './BillingOverview';

const days = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  attempts: i === 29 ? 7 : 1,
  completions: i === 29 ? 4 : 1,
}));
const attempts: AttemptsOverviewData = {
  today: { attempts: 7, completions: 4 },
  last30Days: { attempts: 36, completions: 33, perDay: days },
  mostTaken: [{ quizId: 'q1', quizName: 'Polity Mock', completions: 12, averagePercent: 61.5 }],
  lowestAverage: [{ quizId: 'q2', quizName: 'Economy Mock', completions: 3, averagePercent: 22.2 }],
};
const billing: BillingOverviewData = {
  activeSubscriptions: 5,
  revenueByWeek: [
    { week: '2026-11-16', subscriptions: 1000, orders: 200, total: 1200 },
    { week: '2026-11-23', subscriptions: 499, orders: 0, total: 499 },
  ],
};

vi.mock('@/providers/httpClient', () => ({
  API_URL: '/api',
  httpClient: vi.fn(async (url: string) => ({
    json: url.endsWith('/admin/attempts/overview') ? attempts : billing,
  })),
}));

/** The console's context: its data provider (over the mocked httpClient) and react-admin's query client. */
function InConsole({ children }: { children: ReactNode }) {
  return (
    <AdminContext dataProvider={createDataProvider()}>
      <Grid container>{children}</Grid>
    </AdminContext>
  );
}

// The first render pays for loading react-admin and the charts: seconds on a busy machine.
describe('the admin overview on the dashboard', { timeout: 20_000 }, () => {
  it("shows today's and the last 30 days' attempts and completions", async () => {
    render(
      <InConsole>
        <AttemptsOverview />
      </InConsole>,
    );
    expect(await screen.findByText('36')).toBeInTheDocument();
    expect(screen.getByText('Attempts today').nextSibling).toHaveTextContent('7');
    expect(screen.getByText('Completions today').nextSibling).toHaveTextContent('4');
    expect(screen.getByText('Completions, last 30 days').nextSibling).toHaveTextContent('33');
  });

  it('shows the revenue of the weeks in rupees', async () => {
    render(
      <InConsole>
        <BillingOverview />
      </InConsole>,
    );
    expect(await screen.findByText('₹1,699 over the last 2 weeks')).toBeInTheDocument();
  });

  it('says so when the figures cannot be read, instead of loading forever', async () => {
    const answers = vi.mocked(httpClient).getMockImplementation()!;
    vi.mocked(httpClient).mockRejectedValue(new Error('Service Unavailable'));
    try {
      render(
        <InConsole>
          <BillingOverview />
        </InConsole>,
      );
      expect(
        await screen.findByText('Revenue could not be loaded: Service Unavailable', {}, { timeout: 5_000 }),
      ).toBeInTheDocument();
    } finally {
      vi.mocked(httpClient).mockImplementation(answers);
    }
  });
});
