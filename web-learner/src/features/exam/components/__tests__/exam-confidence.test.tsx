import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { renderAt } from '@/testing/test-utils';
import type { Question, QuizDetail } from '@/types/quiz';
import { saveAnswers } from '../../api/save-answers';
import type { ExamStart } from '../../hooks/use-exam-runner';
import { resetExamStoreForTests } from '../../store/exam-db';
import type { ExamSession, SaveItem } from '../../types';
import { ExamScreen } from '../exam-screen';

vi.mock('../../api/save-answers', () => ({
  saveAnswers: vi.fn(async (_q: string, _d: string, saves: SaveItem[]) => ({
    saved: saves.at(-1)!.seq,
    refused: [],
    serverNow: new Date().toISOString(),
    deadline: new Date(Date.now() + 3_600_000).toISOString(),
  })),
}));

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.loadNamespaces(['exam', 'common', 'learning']);
});
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

const question = (n: number) =>
  ({
    question: `Question text ${n}`,
    question_in_hindi: '',
    options: ['Alpha', 'Beta', 'Gamma', 'Delta'],
  }) as Question;
const paper = { _id: 'q1', name: 'Mock 1', questions: [question(1), question(2), question(3)] } as QuizDetail;
const blank = { option: null, marked: false, visited: false, seconds: 0 };
const session: ExamSession = {
  sessionId: 's1',
  quizId: 'q1',
  quizName: 'Mock 1',
  status: 'open',
  live: false,
  startedAt: new Date().toISOString(),
  deadline: new Date(Date.now() + 3_600_000).toISOString(),
  serverNow: new Date().toISOString(),
  sections: [],
  questionCount: 3,
  responses: [blank, blank, blank],
  seqs: {},
  submittedAt: null,
  auto: false,
  releaseAt: null,
};
const start: ExamStart = {
  key: 'u1:q1',
  deviceId: 'dev',
  session,
  paper,
  responses: session.responses,
  seq: 0,
  offsetMs: 0,
  current: 0,
  defaultLang: 'en',
  langs: {},
};

/** Every response the screen sent to the server so far, by question. */
const sentResponses = () =>
  vi
    .mocked(saveAnswers)
    .mock.calls.flatMap(([, , saves]) => saves)
    .filter((s) => s.response)
    .map((s) => [s.question, s.response]);
const tag = (name: string) => screen.getByRole('button', { name });
const key = (k: string, target: Element | Document = document) => fireEvent.keyDown(target, { key: k });

describe('confidence tags in the exam screen (issue 32)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetExamStoreForTests();
    vi.mocked(saveAnswers).mockClear();
  });

  it('tags with the buttons or S, F, G, changes the tag, and saves it with the answer by Save & Next', async () => {
    renderAt(
      <Routes>
        <Route path="/" element={<ExamScreen start={start} candidate="Asha" />} />
      </Routes>,
    );
    await screen.findByRole('radio', { name: /Alpha/ });
    // keys: G tags Guess, F moves it to 50-50, F again clears it; a button sets Sure
    key('g');
    expect(tag('Guess')).toHaveAttribute('aria-pressed', 'true');
    key('F');
    expect(tag('50-50')).toHaveAttribute('aria-pressed', 'true');
    expect(tag('Guess')).toHaveAttribute('aria-pressed', 'false');
    key('f');
    expect(tag('50-50')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('radio', { name: /Beta/ }));
    // a key pressed on the chosen option (focus stays on its radio) still tags; a button too
    key('g', screen.getByRole('radio', { name: /Beta/ }));
    expect(tag('Guess')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(tag('Sure'));
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    // question 2: answered without a tag; question 3 tagged with no option: the tag is not kept
    await screen.findByRole('heading', { name: 'Question 2' });
    expect(tag('Sure')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('radio', { name: /Gamma/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark for Review & Next' }));
    await screen.findByRole('heading', { name: 'Question 3' });
    key('g');
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() =>
      expect(sentResponses()).toEqual([
        [0, { option: 1, marked: false, confidence: 'sure' }],
        [1, { option: 2, marked: true }],
        [2, { option: null, marked: false }],
      ]),
    );
    // back on question 1 the saved tag shows again, and changing it there is saved again
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(tag('Sure')).toHaveAttribute('aria-pressed', 'true');
    key('g');
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() =>
      expect(sentResponses().at(-1)).toEqual([0, { option: 1, marked: false, confidence: 'guess' }]),
    );
  });

  it('leaves S, F, G alone while the learner types in a field, and warns when a tag change was not saved', async () => {
    renderAt(
      <Routes>
        <Route
          path="/"
          element={
            <>
              <input aria-label="notes" />
              <ExamScreen start={start} candidate="Asha" />
            </>
          }
        />
      </Routes>,
    );
    await screen.findByRole('radio', { name: /Alpha/ });
    key('g', screen.getByRole('textbox', { name: 'notes' }));
    expect(tag('Guess')).toHaveAttribute('aria-pressed', 'false');
    // a chosen option and tag left through the palette are not saved, and the screen says so
    fireEvent.click(screen.getByRole('radio', { name: /Alpha/ }));
    key('s');
    fireEvent.click(screen.getByRole('button', { name: /^Question 3\b/ }));
    expect(await screen.findByText(/Your choice on question 1 was not saved/)).toBeInTheDocument();
    expect(sentResponses()).toEqual([]);
  });
});
