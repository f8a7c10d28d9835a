import { activeFilter, learnerOrder, matchesFilter, type ListedQuiz } from './learner-lists';

const q = (id: string, difficulty: string, day: string, over: Partial<ListedQuiz> = {}): ListedQuiz => ({
  _id: id,
  difficulty,
  subject: 'Current Affairs',
  chapter: '',
  division: 'Abhyudaya',
  classs: 'Already passed 12th',
  createdAt: new Date(`${day}T05:00:00Z`),
  ...over,
});

describe('learner lists', () => {
  it('puts free exploratory quizzes first, then the newest', () => {
    const list = [
      q('a', 'Premium Quiz', '2026-03-01'),
      q('b', 'Free Exploratory Quiz', '2026-01-01'),
      q('c', 'Premium Quiz', '2026-04-01'),
      q('d', 'Free Exploratory Quiz', '2026-02-01'),
    ].sort(learnerOrder);
    expect(list.map((x) => x._id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it("reads 'All' and empty values as no filter", () => {
    expect(
      activeFilter({ difficulty: 'All', subject: 'Mock Tests', chapter: 'All', division: '', classs: ' ' }),
    ).toEqual({
      subject: 'Mock Tests',
    });
  });

  it('matches every given field exactly', () => {
    const quiz = q('a', 'Premium Quiz', '2026-03-01', { chapter: 'Indian Polity' });
    expect(matchesFilter(quiz, { division: 'Abhyudaya', chapter: 'Indian Polity' })).toBe(true);
    expect(matchesFilter(quiz, { division: 'Udbodh' })).toBe(false);
    expect(matchesFilter(quiz, {})).toBe(true);
  });
});
