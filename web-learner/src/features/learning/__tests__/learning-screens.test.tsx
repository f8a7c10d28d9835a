import { configure, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QuestionToolsProvider } from '@/components/learning/question-tools';
import { configureApiClient } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth';
import i18n from '@/lib/i18n';
import { fakeFetch, renderAt } from '@/testing/test-utils';
import { NotebookScreen, ResultInsights } from '..';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.loadNamespaces(['learning', 'common']);
  configureApiClient({ token: sessionStore.token, onUnauthorized: () => undefined });
  sessionStore.start({ token: 't', user: { _id: 'u1', name: 'Asha' } as never }, 'b1');
});
afterAll(() => configure({ asyncUtilTimeout: 1000 }));
afterEach(() => vi.unstubAllGlobals());

const insights = {
  attemptId: 'a1',
  tagged: true,
  marking: { marksPerCorrect: 1, negativeMarks: 1 / 3 },
  byTag: {
    sure: { answered: 10, right: 9 },
    fifty: { answered: 4, right: 2 },
    guess: { answered: 6, right: 1 },
  },
  disagreements: [
    { index: 2, kind: 'sureButWrong' },
    { index: 7, kind: 'guessedRight' },
  ],
  whatIf: {
    actual: 7.6667,
    underPenalty: { none: 12, quarter: 9.75, third: 9, half: 8 },
    skippingGuesses: 9.3333,
    skippingFifties: 7,
    guessingGain: -1.6667,
    fiftyGain: 0.6667,
    guesses: 6,
    fifties: 4,
  },
};

const question = {
  question: 'Who founded the Mughal empire?',
  question_in_hindi: 'मुगल साम्राज्य की स्थापना किसने की?',
  options: ['Akbar', 'Babur', 'Humayun', 'Aurangzeb'],
  options_hindi: ['अकबर', 'बाबर', 'हुमायूँ', 'औरंगज़ेब'],
  correct_answer: 'Babur',
  correct_answer_hindi: 'बाबर',
  answer_explanation_in_english: 'Babur won at Panipat in 1526.',
  answer_explanation_in_hindi: 'बाबर ने 1526 में पानीपत जीता।',
  question_image: null,
  answer_image: null,
};

const page = {
  entries: [
    {
      quizId: 'q1',
      kind: 'quiz',
      quizName: 'History set 1',
      subject: 'History',
      chapter: 'Mughals',
      index: 0,
      option: 0,
      confidence: 'sure',
      reason: 'wrong',
      source: 'quiz',
      addedAt: '2026-11-20T10:00:00.000Z',
      due: '2026-11-20T10:00:00.000Z',
      dueToday: true,
      reviews: 0,
    },
  ],
  groups: [{ subject: 'History', chapter: 'Mughals', count: 1, due: 1 }],
  subjects: ['History'],
  chapters: ['Mughals'],
  total: 1,
  page: 1,
  pageSize: 20,
  totalPages: 1,
};

describe('the learning loop screens', { timeout: 30_000 }, () => {
  it('shows accuracy per tag, the disagreements and the what-if in one line and a table', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/attempts/insights/a1': [200, insights] }).fn);
    renderAt(
      <Routes>
        <Route path="/" element={<ResultInsights attemptId="a1" />} />
      </Routes>,
    );
    expect(await screen.findByText('Sure: 9 of 10 right')).toBeInTheDocument();
    expect(screen.getByText('Guess: 1 of 6 right')).toBeInTheDocument();
    expect(screen.getByText('Q3: sure but wrong')).toBeInTheDocument();
    expect(screen.getByText('Q8: guessed and right')).toBeInTheDocument();
    expect(screen.getByText('Your guesses cost you 1.67 marks.')).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: 'If you had skipped your guesses' }).closest('tr')!;
    expect(within(row).getByText('9.33')).toBeInTheDocument();
    const third = screen.getByRole('rowheader', { name: '−1/3 per wrong answer' }).closest('tr')!;
    expect(within(third).getByText('9')).toBeInTheDocument();
  });

  it("lists My Mistakes under subject and chapter, with both answers, the explanation in English or Hindi, and each question's tools", async () => {
    const { fn } = fakeFetch({
      'GET /api/learning/mistakes': [200, page],
      'GET /api/learning/summary': [200, { total: 1, dueToday: 1, streak: 2, reviewedToday: false }],
      'GET /api/learning/bookmarks': [200, { bookmarks: [], subjects: [], chapters: [] }],
      'POST /api/quizs/getquizbyid': [200, { _id: 'q1', name: 'History set 1', questions: [question] }],
    });
    vi.stubGlobal('fetch', fn);
    renderAt(
      <Routes>
        <Route
          path="/myMistakes"
          element={
            // as the route composes it: the bookmark and 'Report a problem' come from other features
            <QuestionToolsProvider
              render={(ref) => (
                <button type="button">{`Report ${ref.kind} ${ref.quizId} #${ref.index}`}</button>
              )}
            >
              <NotebookScreen />
            </QuestionToolsProvider>
          }
        />
      </Routes>,
      '/myMistakes',
    );
    expect(await screen.findByText('1 question due today')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /History · Mughals/ })).toBeInTheDocument();
    expect(await screen.findByText('Babur won at Panipat in 1526.')).toBeInTheDocument();
    expect(screen.getByText('(Your Choice)')).toBeInTheDocument();
    expect(screen.getByText('(Correct Choice)')).toBeInTheDocument();
    const card = screen.getByText('Babur won at Panipat in 1526.').closest('li')!;
    expect(within(card).getByRole('button', { name: 'Report quiz q1 #0' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'हिंदी में देखें' }));
    expect(await screen.findByText('बाबर ने 1526 में पानीपत जीता।')).toBeInTheDocument();
    expect(screen.getByText('(आपका चयन)')).toBeInTheDocument();
  });
});
