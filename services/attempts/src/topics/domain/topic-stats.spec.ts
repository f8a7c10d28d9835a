import { topicWindow, weakestChapters, type CompletionFact } from './topic-stats';

const fact = (
  day: string,
  chapter: string,
  seen: number,
  right: number,
  subject = 'History',
): CompletionFact => ({
  day,
  subject,
  chapter,
  seen,
  answered: seen,
  right,
});

describe('topic analysis', () => {
  const today = '2026-03-31';
  const completions = [
    fact('2026-03-30', 'Mughals', 10, 4),
    fact('2026-03-02', 'Mughals', 10, 6), // 30 days: 2 to 31 March
    fact('2026-02-20', 'Mughals', 10, 9), // the 30 days before
    fact('2026-03-29', 'Harappa', 10, 9),
    fact('2026-03-28', 'Vedic age', 10, 2),
    fact('2026-03-27', 'Rivers', 10, 5, 'Geography'),
    fact('2025-11-01', 'Mughals', 10, 0), // outside both periods
  ];
  const times = [{ day: '2026-03-30', subject: 'History', chapter: 'Mughals', seconds: 300, questions: 10 }];

  it('sums questions seen, accuracy and time per chapter and subject, against the period before', () => {
    const w = topicWindow(completions, times, today, 30);
    const mughals = w.chapters.find((c) => c.chapter === 'Mughals')!;
    expect(mughals).toMatchObject({ seen: 20, accuracy: 50, avgSeconds: 30 });
    expect(mughals.before).toMatchObject({ seen: 10, accuracy: 90, avgSeconds: null });
    const history = w.subjects.find((s) => s.subject === 'History')!;
    expect(history).toMatchObject({ seen: 40, accuracy: 52.5 });
    expect(w.subjects.map((s) => s.subject)).toEqual(['Geography', 'History']);
  });

  it('finds the three weakest chapters', () => {
    const w = topicWindow(completions, times, today, 30);
    expect(weakestChapters(w).map((c) => c.chapter)).toEqual(['Vedic age', 'Mughals', 'Rivers']);
  });

  it('reaches further back over 90 days', () => {
    const w = topicWindow(completions, times, today, 90);
    expect(w.chapters.find((c) => c.chapter === 'Mughals')).toMatchObject({ seen: 30, accuracy: 63.3 });
    expect(w.chapters.find((c) => c.chapter === 'Mughals')!.before.seen).toBe(10);
  });
});
