import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18n from '@/lib/i18n';
import { fakeFetch, renderWithProviders } from '@/testing/test-utils';
import type { MyReport } from '../api/get-my-reports';
import { MyReports } from '../components/my-reports';
import { ReportNotices } from '../components/report-notices';
import { ReportProblemButton } from '../components/report-problem-button';

// A whole dialog with MUI and lazy translations can take several seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const QUIZ = '6650f1c2a9b3c4d5e6f70812';
const mine = (over: Partial<MyReport> = {}): MyReport => ({
  id: `u1:${QUIZ}:2:translation-mismatch:1`,
  quizId: QUIZ,
  kind: 'quiz',
  quizName: 'Polity Mock',
  questionIndex: 2,
  questionNumber: 3,
  reason: 'translation-mismatch',
  comment: '',
  status: 'open',
  reply: '',
  reportedAt: new Date().toISOString(),
  resolvedAt: null,
  keyCorrectedAt: null,
  ...over,
});

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

const openForm = async () => {
  renderWithProviders(<ReportProblemButton quizId={QUIZ} kind="quiz" questionIndex={2} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
  return screen.findByRole('dialog', { name: 'Report a problem with question 3' });
};

describe("'Report a problem'", () => {
  it('sends the reason and the comment; a reason already open for the question cannot be chosen again', async () => {
    const api = fakeFetch({
      'GET /api/reports/mine': [200, [mine()]],
      'POST /api/reports': (body) => [201, mine(body as Partial<MyReport>)],
    });
    vi.stubGlobal('fetch', api.fn);
    const dialog = await openForm();
    const translation = await within(dialog).findByRole('radio', {
      name: /Translation does not match \(already reported\)/,
    });
    expect(translation).toBeDisabled();
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Wrong answer key' }));
    const comment = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
    fireEvent.change(comment, { target: { value: 'Option B is right per NCERT.' } });
    expect(within(dialog).getByText('28/500')).toBeInTheDocument();
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      quizId: QUIZ,
      kind: 'quiz',
      questionIndex: 2,
      reason: 'wrong-answer-key',
      comment: 'Option B is right per NCERT.',
    });
  });

  it('marks the reason just sent as already reported on the next opening, though the list is a moment behind', async () => {
    // the server's list is a projection: right after the report it does not have it yet
    const api = fakeFetch({
      'GET /api/reports/mine': [200, []],
      'POST /api/reports': (body) => [201, mine(body as Partial<MyReport>)],
    });
    vi.stubGlobal('fetch', api.fn);
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Typo or formatting' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    const again = await screen.findByRole('dialog', { name: 'Report a problem with question 3' });
    expect(
      await within(again).findByRole('radio', { name: /Typo or formatting \(already reported\)/ }),
    ).toBeDisabled();
  });

  it('keeps a comment within 500 characters', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/reports/mine': [200, []] }).fn);
    const dialog = await openForm();
    const comment = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
    fireEvent.change(comment, { target: { value: 'x'.repeat(600) } });
    expect(comment).toHaveValue('x'.repeat(500));
    expect(within(dialog).getByText('500/500')).toBeInTheDocument();
  });

  it("shows the server's answer to a repeat (409) and to a burst (429)", async () => {
    const duplicate =
      'You have already reported this problem with this question. We will let you know when it is reviewed.';
    let status = 409;
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/reports/mine': [200, []],
        'POST /api/reports': () => (status === 409 ? [409, { message: duplicate }] : [429, {}]),
      }).fn,
    );
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(duplicate)).toBeInTheDocument();
    status = 429;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText('Report limit reached. Please try again in a few minutes.'),
    ).toBeInTheDocument();
  });
});

describe("'My reports' and the dashboard's notices", () => {
  const answered = [
    mine({
      id: 'r2',
      reason: 'wrong-answer-key',
      status: 'accepted',
      reply: 'Thank you: corrected.',
      resolvedAt: new Date().toISOString(),
      keyCorrectedAt: new Date().toISOString(),
    }),
    mine({
      id: 'r1',
      status: 'rejected',
      reply: 'The translation matches.',
      comment: 'Hindi C differs',
      resolvedAt: new Date().toISOString(),
    }),
    mine({ id: 'r0', questionNumber: 1, questionIndex: 0 }),
  ];

  it('lists each report with its status and the reply', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/reports/mine': [200, answered] }).fn);
    renderWithProviders(<MyReports />);
    const list = await screen.findByRole('list', { name: 'My reports' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('Accepted')).toBeInTheDocument();
    expect(within(items[0]).getByText(/The answer key was corrected on/)).toBeInTheDocument();
    expect(within(items[1]).getByText('Rejected')).toBeInTheDocument();
    expect(within(items[1]).getByText('The translation matches.')).toBeInTheDocument();
    expect(within(items[1]).getByText(/Hindi C differs/)).toBeInTheDocument();
    expect(within(items[2]).getByText('Open')).toBeInTheDocument();
    expect(within(items[2]).getByText('Polity Mock · Question 1')).toBeInTheDocument();
  });

  it('says so when there is none, and when the list cannot load', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/reports/mine': [200, []] }).fn);
    const { unmount } = renderWithProviders(<MyReports />);
    expect(await screen.findByText(/You have not reported any problem yet/)).toBeInTheDocument();
    unmount();
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/reports/mine': [503, { message: 'down' }] }).fn);
    renderWithProviders(<MyReports />);
    expect(await screen.findByText('Failed to load your reports')).toBeInTheDocument();
  });

  it('announces recent answers on the dashboard, linking to My reports', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/reports/mine': [200, answered] }).fn);
    renderWithProviders(
      <MemoryRouter>
        <ReportNotices reportsHref="/Dashboard?section=reports" />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText(/The answer key of question 3 of Polity Mock was corrected after your report/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your report on question 3 of Polity Mock was answered/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'See My reports' })[0]).toHaveAttribute(
      'href',
      '/Dashboard?section=reports',
    );
  });
});
