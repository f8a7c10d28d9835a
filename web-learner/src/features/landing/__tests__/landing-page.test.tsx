import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe } from 'vitest';
import { sessionStore } from '@/lib/auth';
import { session, storageKeys } from '@/lib/storage';
import { fakeFetch, renderAt } from '@/testing/test-utils';
import { LandingPage } from '../components/landing-page';

// The machine running the suite may be busy: give screens time to appear.
configure({ asyncUtilTimeout: 5000 });

function Where() {
  const { pathname, state } = useLocation();
  return <p>at {`${pathname} ${JSON.stringify(state)}`}</p>;
}

const quiz = (id: string, difficulty: string) => ({ _id: id, name: `Quiz ${id}`, subject: 'x', difficulty });
/** The live mocks strip asks for the Mock Tests (issue 31); the carousels ask for their own subjects. */
const MOCK_TESTS = 'Mock Tests';
const carousels = (calls: Array<{ query?: URLSearchParams }>) =>
  calls.filter((c) => c.query?.get('subject') !== MOCK_TESTS);

function renderLanding(mocks: object[] = []) {
  const fake = fakeFetch({
    'GET /api/quizs/getfilteredquizs': () => [
      200,
      {
        quizzes: [
          quiz('f1', 'Free Exploratory Quiz'),
          quiz('p1', 'Premium Quiz'),
          quiz('o1', 'Other'),
          ...mocks,
        ],
      },
    ],
  });
  vi.stubGlobal('fetch', fake.fn);
  renderAt(
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
  return fake;
}

describe('the landing page', { timeout: 20_000 }, () => {
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it("shows a visitor the first three subjects' carousels with free and premium cards, and clears quizListPage", async () => {
    session.set(storageKeys.quizListPage, '4');
    const { calls } = renderLanding();
    const news = await screen.findByRole('region', { name: 'Detailed News Analysis' });
    expect(await within(news).findByRole('link', { name: 'Access free quiz now' })).toHaveAttribute(
      'href',
      '/demo/f1',
    );
    expect(within(news).getByRole('link', { name: 'Get Premium Access' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(news).getByText('Premium')).toBeInTheDocument();
    expect(within(news).queryByText('Quiz o1')).not.toBeInTheDocument();
    expect(carousels(calls)).toHaveLength(3);
    expect(session.get(storageKeys.quizListPage)).toBeNull();
  });

  it('hides the carousels from a signed-in learner', async () => {
    sessionStore.start({ token: 't', user: { _id: 'u1', name: 'Asha' } as never }, 'b1');
    const { calls } = renderLanding();
    await screen.findByRole('heading', { name: 'Explore Topics' });
    expect(screen.queryByText('Loading quizzes...')).not.toBeInTheDocument();
    expect(carousels(calls)).toHaveLength(0);
  });

  it('shows a live mock open now with a way to join it, and none once it has closed', async () => {
    sessionStore.start({ token: 't', user: { _id: 'u1', name: 'Asha' } as never }, 'b1');
    const window = (fromMin: number, toMin: number) => ({
      opensAt: new Date(Date.now() + fromMin * 60_000).toISOString(),
      closesAt: new Date(Date.now() + toMin * 60_000).toISOString(),
    });
    renderLanding([
      { ...quiz('m1', 'Free Exploratory Quiz'), name: 'All-India Mock 7', liveWindow: window(-10, 50) },
      { ...quiz('m2', 'Free Exploratory Quiz'), name: 'Last week’s mock', liveWindow: window(-70, -10) },
    ]);
    const strip = await screen.findByRole('region', { name: 'Live mock tests' });
    expect(within(strip).getByText('All-India Mock 7')).toBeInTheDocument();
    expect(within(strip).getByText('Live now')).toBeInTheDocument();
    expect(within(strip).queryByText('Last week’s mock')).not.toBeInTheDocument();
    fireEvent.click(within(strip).getByRole('button', { name: 'Join Live Mock: All-India Mock 7' }));
    expect(await screen.findByText(/at \/exam\/m1/)).toBeInTheDocument();
  });

  it('sends a topic card to /quizList with its subject as router state', async () => {
    sessionStore.start({ token: 't', user: { _id: 'u1', name: 'Asha' } as never }, 'b1');
    renderLanding();
    fireEvent.click(await screen.findByRole('button', { name: /NCERT Coverage/ }));
    expect(await screen.findByText('at /quizList {"subject":"NCERT - AEP"}')).toBeInTheDocument();
  });

  it('scrolls a carousel 300 px per click, each button disabled at its end', async () => {
    // jsdom lays nothing out: give the track a width wider than its window.
    const scrollBy = vi.fn();
    const sizes = { scrollWidth: 2000, clientWidth: 600 };
    for (const [k, v] of Object.entries(sizes))
      vi.spyOn(HTMLElement.prototype, k as 'scrollWidth', 'get').mockReturnValue(v);
    const original = HTMLElement.prototype.scrollBy;
    HTMLElement.prototype.scrollBy = scrollBy;
    renderLanding();
    const news = await screen.findByRole('region', { name: 'Detailed News Analysis' });
    await within(news).findByRole('link', { name: 'Access free quiz now' });
    const left = within(news).getByRole('button', { name: 'Scroll Detailed News Analysis left' });
    const right = within(news).getByRole('button', { name: 'Scroll Detailed News Analysis right' });
    expect(left).toBeDisabled();
    // The cards are drawn in a transition: the track is measured once they are in (an effect after that render).
    await waitFor(() => expect(right).toBeEnabled());
    fireEvent.click(right);
    expect(scrollBy).toHaveBeenCalledWith({ left: 300, behavior: 'smooth' });
    vi.restoreAllMocks();
    HTMLElement.prototype.scrollBy = original;
  });
});
