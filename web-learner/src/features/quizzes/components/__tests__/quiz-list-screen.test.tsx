import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth';
import { fakeFetch, renderAt } from '@/testing/test-utils';
import type { User } from '@/types/api';
import type { QuizSummary } from '@/types/quiz';
import { QuizListScreen } from '../quiz-list-screen';

// jsdom renders MUI slowly on a busy machine: wait longer than the default second (no timing is asserted).
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

const quiz = (id: string, over: Partial<QuizSummary> = {}): QuizSummary => ({
  _id: id,
  name: `Quiz ${id}`,
  description: '',
  difficulty: 'Premium Quiz',
  subject: 'Current Affairs',
  chapter: '',
  division: 'Abhyudaya',
  classs: 'Already passed 12th',
  createdAt: '2026-03-01T00:00:00.000Z',
  accessible: [],
  questionsLength: 10,
  quiz_image: null,
  marksPerCorrect: 1,
  negativeMarks: 0,
  mode: 'practice',
  durationMinutes: 10,
  sections: [],
  liveWindow: null,
  canOpen: true,
  lockReason: null,
  ...over,
});

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{`${loc.pathname} ${JSON.stringify(loc.state)}`}</p>;
}

const routes = (
  <Routes>
    <Route path="/quizList" element={<QuizListScreen initialSubject="Current Affairs" />} />
    <Route path="*" element={<Where />} />
  </Routes>
);

const urls: URL[] = [];
const pageQueries = () =>
  urls.filter((u) => u.pathname === '/api/quizs/getquizpage').map((u) => u.searchParams);
const lastQuery = () => pageQueries().at(-1) ?? new URLSearchParams();

describe('QuizListScreen', { timeout: 30_000 }, () => {
  let fake: ReturnType<typeof fakeFetch>;
  beforeEach(() => {
    sessionStore.start({ user: { _id: 'u1', classs: 'Already passed 12th' } as User, token: 't' }, 'b');
    fake = fakeFetch({
      'GET /api/quizs/getquizpage': () => [
        200,
        {
          quizzes: [
            quiz('a'),
            quiz('b'),
            quiz('c'),
            quiz('p', { canOpen: false, lockReason: 'premium' }),
            quiz('o', { canOpen: false, lockReason: 'old_quiz_restricted' }),
          ],
          total: 20,
          page: Number(lastQuery().get('page') ?? 1),
          pageSize: 8,
          totalPages: 3,
          subjects: ['Current Affairs', 'Mock Tests'],
        },
      ],
      'GET /api/chapters/fetchchaptersfilter': [200, []],
      'GET /api/users/getuserbyid/u1': [200, { _id: 'u1', completedquizs: ['a'], attemptedquizs: ['b'] }],
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(new URL(String(input), 'http://localhost'));
      return fake.fn(input, init);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    urls.length = 0;
    sessionStore.clear();
  });

  it('labels cards Retake, Resume or Start from the learner’s completed and attempted lists', async () => {
    renderAt(routes, '/quizList');
    expect(await screen.findByRole('button', { name: 'Retake Quiz: Quiz a' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Resume Quiz: Quiz b' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Quiz: Quiz c' })).toBeInTheDocument();
  });

  it('sends the landing page’s subject, keeps the page in session storage, and a search goes back to page 1', async () => {
    sessionStorage.setItem('quizListPage', '2');
    const user = userEvent.setup();
    renderAt(routes, '/quizList');
    await screen.findByText('Quiz a');
    await screen.findByRole('button', { name: 'Go to page 3' });
    expect(pageQueries()[0].get('subject')).toBe('Current Affairs');
    expect(pageQueries()[0].get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(sessionStorage.getItem('quizListPage')).toBe('3');
    await user.type(screen.getByRole('searchbox', { name: 'Search quizzes' }), 'rbi');
    await waitFor(() => expect(sessionStorage.getItem('quizListPage')).toBe('1'));
    await waitFor(() => expect(lastQuery().get('search')).toBe('rbi'));
    expect(lastQuery().get('page')).toBe('1');
    // One call for the settled text, none per keystroke.
    expect(pageQueries().filter((q) => q.get('search')?.startsWith('r'))).toHaveLength(1);
  });

  it('opens Premium Content for a quiz the server locked, and Free Quizzes switches the category', async () => {
    const user = userEvent.setup();
    renderAt(routes, '/quizList');
    await user.click(await screen.findByRole('button', { name: 'Start Quiz: Quiz p' }));
    expect(await screen.findByRole('dialog', { name: 'Premium Content' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Free Quizzes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Free Exploratory Quiz');
  });

  it('opens Access Restricted for an old quiz, linking to /purchaseOldQuiz', async () => {
    const user = userEvent.setup();
    renderAt(routes, '/quizList');
    await user.click(await screen.findByRole('button', { name: 'Start Quiz: Quiz o' }));
    await user.click(await screen.findByRole('button', { name: 'Purchase Old Quiz' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/purchaseOldQuiz');
  });

  it('opens an allowed quiz on /questionPage with its id in the navigation state', async () => {
    const user = userEvent.setup();
    renderAt(routes, '/quizList');
    await user.click(await screen.findByRole('button', { name: 'Start Quiz: Quiz c' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/questionPage {"quizId":"c"');
  });

  it("says 'Something went wrong' when the list fails", async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/quizs/getquizpage': [500, { message: 'boom' }] }).fn);
    renderAt(routes, '/quizList');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
