import { configure, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth';
import i18n from '@/lib/i18n';
import { fakeFetch, renderAt } from '@/testing/test-utils';
import type { QuizResultState } from '@/types/quiz';
import { ResultsScreen } from '../results-screen';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.loadNamespaces(['results', 'common']);
});
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

const user = { _id: 'u1', name: 'Asha', email: 'asha@example.com', mobile: '9123456780', classs: '' };
const state: QuizResultState = {
  quizId: 'q1',
  quizName: 'Polity',
  division: 'Abhyudaya',
  subject: 'Current Affairs',
  classs: '',
  attemptId: 'a1',
  result: { totalQuestions: 5, attemptedQuestions: 5, correctAnswers: 5, wrongAnswers: 0, score: 10 },
  firstChoices: [0, 1, 2, 3, 0],
  statuses: [1, 1, 1, 1, 1],
};
const stored = (attemptId: string) => ({
  quizId: 'q1',
  attemptId,
  quizName: 'Polity',
  result: { totalQuestions: 5, attemptedQuestions: 5, correctAnswers: 3, wrongAnswers: 2, score: 5 },
  statuses: [1, 1, 1, 0, 0],
  ranked: true,
  completedAt: '2026-11-20T10:00:00.000Z',
});

const routes = (
  <Routes>
    <Route
      path="/quizresult"
      element={<ResultsScreen state={state} quiz={{ isPending: false, isError: false }} />}
    />
  </Routes>
);
const score = () => screen.getByRole('rowheader', { name: 'Total Score' }).closest('tr')!;

describe('the result screen after an answer-key correction', { timeout: 30_000 }, () => {
  beforeAll(() => {
    configureApiClient({ token: sessionStore.token, onUnauthorized: () => undefined });
    sessionStore.start({ token: 't', user: user as never }, 'b1');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the stored, re-scored result of this completion', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/attempts/result/q1': [200, stored('a1')] }).fn);
    renderAt(routes, '/quizresult');
    expect(await within(score()).findByText('5')).toBeInTheDocument();
    const correct = screen.getByRole('rowheader', { name: 'Correct Answers' }).closest('tr')!;
    expect(within(correct).getByText('3')).toBeInTheDocument();
  });

  it('keeps the completequiz answer when the stored result is of another completion or missing', async () => {
    const { fn, calls } = fakeFetch({ 'GET /api/attempts/result/q1': [200, stored('older')] });
    vi.stubGlobal('fetch', fn);
    renderAt(routes, '/quizresult');
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/attempts/result/q1')).toBe(true));
    expect(within(score()).getByText('10')).toBeInTheDocument();
  });
});
