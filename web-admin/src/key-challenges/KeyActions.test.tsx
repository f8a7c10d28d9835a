import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '@/providers/dataProvider';
import { httpClient } from '@/providers/httpClient';
import { PublishFinalKey } from './PublishFinalKey';
import { QuestionDecision } from './QuestionDecision';
import type { ChallengedQuestion, LiveMockKeyDetail } from './types';

vi.mock('@/providers/httpClient', () => ({
  API_URL: '/api',
  httpClient: vi.fn(async () => ({ json: {} })),
}));

const QUIZ = '6650f1c2a9b3c4d5e6f70812';
const question = (over: Partial<ChallengedQuestion> = {}): ChallengedQuestion => ({
  questionIndex: 1,
  questionNumber: 2,
  question: 'Which Article provides for the Election Commission?',
  question_in_hindi: '',
  options: ['Article 280', 'Article 324', 'Article 148', 'Article 315'],
  options_hindi: [],
  key: 1,
  challenges: 3,
  reasons: { 'wrong-key': 2, 'more-than-one': 1, 'none-correct': 0, ambiguous: 0, translation: 0 },
  explanations: [],
  decision: 'keep',
  newKey: null,
  ...over,
});
const mock = (questions: ChallengedQuestion[]): LiveMockKeyDetail => ({
  id: QUIZ,
  quizName: 'Live Mock 7',
  challenges: 4,
  closesAt: '2026-11-20T06:30:00.000Z',
  windowHours: null,
  windowEndsAt: '2026-11-22T06:30:00.000Z',
  windowOpen: true,
  stage: 'provisional',
  publishedAt: null,
  changed: [],
  dropped: [],
  questions,
});

function renderIn(record: LiveMockKeyDetail, node: React.ReactNode) {
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={createDataProvider()}>
        <ResourceContextProvider value="key-challenges">
          <RecordContextProvider value={record}>{node}</RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe("a live mock's key in the console", { timeout: 20_000 }, () => {
  it('changes a key only to another option, and saves the resolution', async () => {
    const user = userEvent.setup();
    const q = question();
    renderIn(mock([q]), <QuestionDecision question={q} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Change key' }));
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Correct option' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /^B\. Article 324/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(listbox).getByRole('option', { name: /^C\. Article 148/ }));
    await user.click(save);
    await waitFor(() =>
      expect(httpClient).toHaveBeenCalledWith(`/api/admin/key-challenges/${QUIZ}/questions/1`, {
        method: 'PUT',
        body: JSON.stringify({ decision: 'change', key: 2 }),
      }),
    );
  });

  it("waits for the mock's questions while the list's row stands in for it", () => {
    const row = { ...mock([]), questions: undefined, questionCount: 5 } as unknown as LiveMockKeyDetail;
    renderIn(row, <PublishFinalKey />);
    expect(screen.queryByRole('button', { name: 'Publish final key' })).not.toBeInTheDocument();
  });

  it('sums up the final key before publishing it', async () => {
    const user = userEvent.setup();
    renderIn(
      mock([
        question({ decision: 'change', newKey: 2 }),
        question({ questionIndex: 3, questionNumber: 4, decision: 'drop' }),
      ]),
      <PublishFinalKey />,
    );
    await user.click(screen.getByRole('button', { name: 'Publish final key' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Key changed: question 2 → C.');
    expect(dialog).toHaveTextContent('Dropped (full marks to every candidate who attempted it): question 4.');
    expect(dialog).toHaveTextContent('The challenge window, still open, ends now.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish final key' }));
    await waitFor(() =>
      expect(httpClient).toHaveBeenCalledWith(`/api/admin/key-challenges/${QUIZ}/publish`, {
        method: 'POST',
      }),
    );
  });
});
