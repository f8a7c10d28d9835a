import { act, configure, screen, within } from '@testing-library/react';
import { describe } from 'vitest';
import { fakeFetch, renderAt } from '@/testing/test-utils';
import { QuizCarousel } from '../components/quiz-carousel';

configure({ asyncUtilTimeout: 5000 });

/** A controllable IntersectionObserver: `reveal()` says the observed carousel came near the screen. */
function stubObserver() {
  let notify: IntersectionObserverCallback = () => undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    reveal: () =>
      act(() => notify([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)),
  };
}

describe('a landing carousel', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws four cards until it comes near the screen, then up to twelve', async () => {
    const observer = stubObserver();
    const quizzes = Array.from({ length: 14 }, (_, i) => ({
      _id: `q${i}`,
      name: `Quiz ${i}`,
      subject: 'NCERT - AEP',
      difficulty: 'Free Exploratory Quiz',
    }));
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/quizs/getfilteredquizs': () => [200, { quizzes }] }).fn);
    renderAt(<QuizCarousel title="NCERT" subject="NCERT - AEP" />);
    const region = await screen.findByRole('region', { name: 'NCERT' });
    await within(region).findByText('Quiz 3');
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    await observer.reveal();
    await within(region).findByText('Quiz 11');
    expect(within(region).getAllByRole('listitem')).toHaveLength(12);
  });
});
