import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18n from '@/lib/i18n';
import { fakeFetch, renderWithProviders } from '@/testing/test-utils';
import type { KeyStatus } from '../api/get-key-status';
import { ChallengeKeyButton } from '../components/challenge-key-button';
import { KeyNotices } from '../components/key-notices';
import { KeyStatusPanel } from '../components/key-status-panel';

vi.setConfig({ testTimeout: 20_000 });

const QUIZ = '6650f1c2a9b3c4d5e6f70812';
const status = (over: Partial<KeyStatus> = {}): KeyStatus => ({
  quizId: QUIZ,
  stage: 'provisional',
  closesAt: '2026-05-03T06:30:00.000Z',
  windowEndsAt: '2026-05-05T06:30:00.000Z',
  windowOpen: true,
  canChallenge: true,
  publishedAt: null,
  changed: [],
  dropped: [],
  mine: [],
  ...over,
});
const STATUS_URL = `GET /api/key-challenges/${QUIZ}`;

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe("a live mock's answer key on its result", () => {
  it("shows the provisional key with the window's end, and the learner's challenges", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [STATUS_URL]: [
          200,
          status({ mine: [{ questionIndex: 3, reason: 'ambiguous', explanation: '', challengedAt: '' }] }),
        ],
      }).fn,
    );
    renderWithProviders(<KeyStatusPanel quizId={QUIZ} />);
    expect(await screen.findByText('Provisional key')).toBeInTheDocument();
    expect(screen.getByText(/^Challenge window open until 5 May 2026, \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByText(/Question 4 \(The question is ambiguous or has an error\)/)).toBeInTheDocument();
  });

  it('shows the final key with what it changed and dropped', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [STATUS_URL]: [
          200,
          status({
            stage: 'final',
            windowOpen: false,
            canChallenge: false,
            publishedAt: '2026-05-06T06:30:00.000Z',
            changed: [1],
            dropped: [3, 6],
          }),
        ],
      }).fn,
    );
    renderWithProviders(<KeyStatusPanel quizId={QUIZ} />);
    expect(await screen.findByText('Final key published')).toBeInTheDocument();
    expect(screen.getByText('Key changed: question 2')).toBeInTheDocument();
    expect(
      screen.getByText('Dropped (full marks to all who attempted it): question 4, 7'),
    ).toBeInTheDocument();
  });

  it('sends a challenge with its reason and explanation, trimmed', async () => {
    const api = fakeFetch({
      [STATUS_URL]: [200, status()],
      [`POST /api/key-challenges/${QUIZ}`]: (body) => [201, { ...(body as object), challengedAt: '' }],
    });
    vi.stubGlobal('fetch', api.fn);
    renderWithProviders(<ChallengeKeyButton quizId={QUIZ} questionIndex={1} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Challenge key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Challenge the key of question 2' });
    const send = within(dialog).getByRole('button', { name: 'Send challenge' });
    expect(send).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'More than one option is correct' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Explanation (optional)' }), {
      target: { value: ' B and D are both true. ' },
    });
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      questionIndex: 1,
      reason: 'more-than-one',
      explanation: 'B and D are both true.',
    });
  });

  it("offers no 'Challenge key' to a learner who may not challenge (window over, or did not sit it)", async () => {
    vi.stubGlobal('fetch', fakeFetch({ [STATUS_URL]: [200, status({ canChallenge: false })] }).fn);
    renderWithProviders(
      <>
        <KeyStatusPanel quizId={QUIZ} />
        <ChallengeKeyButton quizId={QUIZ} questionIndex={0} />
      </>,
    );
    expect(await screen.findByText('Provisional key')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Challenge key' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the form", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [STATUS_URL]: [200, status()],
        [`POST /api/key-challenges/${QUIZ}`]: [
          409,
          { statusCode: 409, message: 'The final key of this live mock has been published.' },
        ],
      }).fn,
    );
    renderWithProviders(<ChallengeKeyButton quizId={QUIZ} questionIndex={0} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Challenge key' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No option is correct' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The final key of this live mock has been published.',
    );
  });

  it('tells on the dashboard that the final key changed the score and rank, with the bonus', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/exams/key-notices': [
          200,
          [
            {
              quizId: QUIZ,
              quizName: 'Live Mock 7',
              publishedAt: '2026-05-06T06:30:00.000Z',
              before: { score: 36, rank: 14, percentile: 86.5 },
              after: { score: 40, rank: 9, percentile: 91.2 },
              candidates: 100,
              bonus: [3],
            },
          ],
        ],
      }).fn,
    );
    renderWithProviders(
      <MemoryRouter>
        <KeyNotices resultHref={(id) => `/exam/${id}/result`} />
      </MemoryRouter>,
    );
    const notice = await screen.findByTestId('key-notice');
    expect(notice).toHaveTextContent(
      'Final key published for Live Mock 7: your score is now 40 (was 36) and your rank 9 of 100 (was 14). Bonus: question 4 dropped',
    );
    expect(within(notice).getByRole('link', { name: 'See your result' })).toHaveAttribute(
      'href',
      `/exam/${QUIZ}/result`,
    );
  });
});
