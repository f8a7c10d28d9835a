import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderAt } from '@/testing/test-utils';
import { DemoQuiz } from '../components/demo-quiz';
import { DemoResult } from '../components/demo-result';

// Screens and the book load lazily: on a loaded machine that takes longer than the 1 s default.
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

const quiz = {
  _id: 'q1',
  name: 'Polity demo',
  division: 'Abhyudaya',
  quiz_pdf_images: [],
  questions: [
    {
      question: 'Who appoints the CAG?',
      options: ['The President', 'The Prime Minister'],
      correct_answer: 'The President',
      answer_explanation_in_english: 'Article 148.',
    },
    { question: 'Capital of India?', options: ['Mumbai', 'New Delhi'], correct_answer: 'New Delhi' },
    { question: 'Third?', options: ['A', 'B'], correct_answer: 'A' },
  ],
};

function ShowState() {
  return <pre data-testid="state">{JSON.stringify(useLocation().state)}</pre>;
}

function renderDemo() {
  const { fn, calls } = fakeFetch({ 'POST /api/quizs/getDemoQuizbyId': [200, quiz] });
  vi.stubGlobal('fetch', fn);
  renderAt(
    <Routes>
      <Route path="/demo/:id" element={<DemoQuiz quizId="q1" />} />
      <Route
        path="/demoresult"
        element={
          <>
            <DemoResult />
            <ShowState />
          </>
        }
      />
    </Routes>,
    '/demo/q1',
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('demo quiz (spec 2.12)', () => {
  it('records only the first chosen option, and See Result carries the per-question results', async () => {
    const user = userEvent.setup();
    const calls = renderDemo();
    // Generous wait: the screen's code and translations load lazily (slow on a loaded machine).
    expect(await screen.findByText('Who appoints the CAG?', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls[0].body).toEqual({ quizid: 'q1' });
    expect(
      screen.getByText('Only first attempted option will be counted in final result'),
    ).toBeInTheDocument();

    // Show Answer is disabled until an option is chosen
    const showAnswer = screen.getByRole('button', { name: 'Show Answer' });
    expect(showAnswer).toBeDisabled();

    // A wrong first pick is recorded; a later correct pick changes only the feedback
    await user.click(screen.getByRole('radio', { name: 'The Prime Minister' }));
    expect(screen.getByText('Wrong Answer Chosen')).toBeInTheDocument();
    expect(showAnswer).toBeEnabled();
    await user.click(showAnswer);
    expect(screen.getByText('Article 148.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'The President' }));
    expect(screen.getByText('Correct Option Chosen')).toBeInTheDocument();
    expect(showAnswer).toBeDisabled();

    // Clear Options clears the pick but not the recorded result
    await user.click(screen.getByRole('button', { name: 'Clear Options' }));
    expect(screen.queryByText('Correct Option Chosen')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Questions' });
    expect(within(nav).getByRole('button', { name: 'Question 1: wrong' })).toBeInTheDocument();

    // Next, a correct pick; the navigator shows it green, and the new question starts clean
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByText('Wrong Answer Chosen')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'New Delhi' }));
    expect(within(nav).getByRole('button', { name: 'Question 2: correct' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Question 3: not answered' })).toBeInTheDocument();

    // The last question offers See Result
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getAllByRole('button', { name: 'See Result' })[0]);
    expect(await screen.findByTestId('state')).toHaveTextContent('[0,1,-1]');
    expect(screen.getByTestId('demo-percent')).toHaveTextContent('33.33%');
    expect(screen.getByRole('heading', { name: 'Keep Practicing!' })).toBeInTheDocument();
  }, 30_000);

  it("says 'Failed to load quiz data' when the quiz cannot be loaded", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'POST /api/quizs/getDemoQuizbyId': [404, { message: 'Quiz not found' }] }).fn,
    );
    renderAt(
      <Routes>
        <Route path="/demo/:id" element={<DemoQuiz quizId="q1" />} />
      </Routes>,
      '/demo/q1',
    );
    expect(await screen.findByText('Failed to load quiz data', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('demo result (spec 2.12)', () => {
  it('shows the percent, headline and tiles, and opens register with from=demoresult', async () => {
    const user = userEvent.setup();
    renderAt(
      <Routes>
        <Route path="/demoresult" element={<DemoResult />} />
        <Route path="/register" element={<ShowState />} />
      </Routes>,
      '/demoresult',
      { state: [1, 1, 1, 0, -1] },
    );
    expect(await screen.findByTestId('demo-percent', {}, { timeout: 5000 })).toHaveTextContent('60.00%');
    expect(screen.getByRole('heading', { name: 'Good Effort!' })).toBeInTheDocument();
    for (const [label, value] of [
      ['Correct', '3'],
      ['Incorrect', '1'],
      ['Unattempted', '1'],
    ])
      expect(screen.getByText(label).previousSibling).toHaveTextContent(value);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(await screen.findByTestId('state')).toHaveTextContent('{"from":"demoresult"}');
  });
});
