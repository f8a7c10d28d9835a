import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { configureApiClient } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth';
import { fakeFetch, renderAt } from '@/testing/test-utils';
import type { DashboardData } from '../api/get-dashboard';
import { DashboardScreen } from '../components/dashboard-screen';
import { averageBySubject, dashboardCounts } from '../dashboard-stats';

// A whole screen with MUI and lazy translations can take several seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });
// waitFor/findBy too: their default second was missed once under load (no timing is asserted).
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

const quiz = (id: string, subject: string) => ({ _id: id, division: 'Abhyudaya', subject });
const DATA: DashboardData = {
  quizs: [
    quiz('q1', 'Current Affairs'),
    quiz('q2', 'Current Affairs'),
    quiz('q3', 'Mock Tests'),
    quiz('q4', 'Mock Tests'),
  ],
  kyebyequizzes: [quiz('k1', 'Kye Bye')],
  attemptedquizs: ['q1', 'gone'],
  attemptedkyebyequizzes: [],
  completedquizs: ['q3'],
  completedkyebyequizzes: ['k1'],
};

describe('dashboard counts', () => {
  it('counts completed quizzes as attempted, and only quizzes still published', () => {
    const { overall, subjects } = dashboardCounts(DATA);
    expect(overall).toEqual({ total: 5, attempted: 3, unattempted: 2, completed: 2 });
    expect(subjects).toEqual([
      { subject: 'Current Affairs', total: 2, attempted: 1, unattempted: 1, completed: 0 },
      { subject: 'Mock Tests', total: 2, attempted: 1, unattempted: 1, completed: 1 },
      { subject: 'Kye Bye', total: 1, attempted: 1, unattempted: 0, completed: 1 },
    ]);
  });

  it('averages the percent per subject', () => {
    const point = (subject: string, percent: number) => ({
      subject,
      percent,
      quizId: '',
      quizName: '',
      division: '',
      completedAt: '',
      score: 0,
      totalQuestions: 0,
      correctAnswers: 0,
    });
    expect(averageBySubject([point('A', 80), point('B', 50), point('A', 65)])).toEqual([
      { subject: 'A', average: 72.5, count: 2 },
      { subject: 'B', average: 50, count: 1 },
    ]);
  });
});

describe('the dashboard screen', () => {
  beforeEach(() => {
    configureApiClient({ token: sessionStore.token, onUnauthorized: () => undefined });
    sessionStore.start({ token: 't', user: { _id: 'u1', name: 'Asha' } as never }, 'b1');
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/users/dashboardgetuserbyid/u1': [200, DATA],
        'GET /api/attempts/score-history/u1': [200, { points: [] }],
        'GET /api/users/getuserbyid/u1': [
          200,
          {
            _id: 'u1',
            name: 'asha Verma',
            email: 'asha@example.com',
            mobile: '9123456780',
            school: 'Open School',
            schoolcode: 'OS42',
            city: 'Patna',
            state: 'Bihar',
            classs: 'Already passed 12th',
            section: 'Unavailable',
            paid: true,
            referralCode: 'ASHA42',
          },
        ],
      }).fn,
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = (url = '/Dashboard') =>
    renderAt(
      <Routes>
        <Route path="/Dashboard" element={<DashboardScreen subscriptions={<p>the subscriptions</p>} />} />
      </Routes>,
      url,
    );

  it('shows the four count cards and a card per subject', async () => {
    render();
    const value = (label: string) => within(screen.getByTestId(`stat-${label}`)).getByTestId('stat-value');
    await waitFor(() => expect(value('Total Quiz')).toHaveTextContent('5'));
    expect(value('Attempted Quiz')).toHaveTextContent('3');
    expect(value('Unattempted Quiz')).toHaveTextContent('2');
    expect(value('Completed Quiz')).toHaveTextContent('2');
    expect(screen.getAllByTestId('subject-card').map((c) => c.querySelector('h3')?.textContent)).toEqual([
      'Current Affairs',
      'Mock Tests',
      'Kye Bye',
    ]);
    expect(screen.getByText('Complete a quiz to see your scores here.')).toBeVisible();
  });

  it('shows the profile with the initial avatar and every listed field', async () => {
    render();
    fireEvent.click(await screen.findByRole('tab', { name: 'Profile' }));
    expect(await screen.findByText('asha Verma')).toBeVisible();
    expect(screen.getByText('A')).toBeVisible();
    const field = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(field('Mobile')).toBe('9123456780');
    expect(field('School')).toBe('Open School (OS42)');
    expect(field('City')).toBe('Patna, Bihar');
    expect(field('Paid User')).toBe('Yes');
    expect(field('Class and Section')).toBe('Already passed 12th · Unavailable');
    expect(field('Referral Code')).toBe('ASHA42');
  });

  it('shows the subscriptions section from the side menu', async () => {
    render();
    fireEvent.click(await screen.findByRole('tab', { name: 'Subscriptions' }));
    expect(await screen.findByText('the subscriptions')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Subscriptions' })).toHaveAttribute('aria-selected', 'true');
  });
});
