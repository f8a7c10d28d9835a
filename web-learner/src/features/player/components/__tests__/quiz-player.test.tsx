import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGLISH_PREVAILS } from '@/components/bilingual';
import { QuestionToolsProvider } from '@/components/learning/question-tools';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/test-utils';
import type { Question, QuizDetail } from '@/types/quiz';
import { useDurations, usePlayerState } from '../../hooks/use-player-state';
import { QuizPlayer } from '../quiz-player';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  // Load the screen's namespace first, so nothing suspends mid-test.
  await i18n.loadNamespaces(['player', 'common']);
});
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

const question = (n: number, over: Partial<Question> = {}): Question => ({
  question: `Question text ${n}`,
  question_in_hindi: `हिंदी प्रश्न ${n}`,
  options: ['Alpha', 'Beta', 'Gamma', 'Delta'],
  options_hindi: ['अ', 'ब', 'स', 'द'],
  correct_answer: 'Gamma',
  correct_answer_hindi: 'स',
  answer_explanation_in_english: n === 1 ? 'Because Gamma.' : '',
  answer_explaination_in_english: n === 1 ? 'Because Gamma.' : '',
  answer_explanation_in_hindi: '',
  question_image: null,
  answer_image: null,
  video_link: null,
  youtube_video: '',
  question_pdf: null,
  question_pdf_images: [],
  ...over,
});

const quiz = (division = 'Abhyudaya'): QuizDetail =>
  ({
    _id: 'q1',
    name: 'Polity set',
    division,
    questions: [question(1), question(2), question(3)],
  }) as unknown as QuizDetail;

function Harness({ q, running = true }: { q: QuizDetail; running?: boolean }) {
  const player = usePlayerState(q.questions);
  const durationsRef = useDurations(q.questions.length);
  return (
    <QuizPlayer
      quiz={q}
      player={player}
      durationsRef={durationsRef}
      order={q.questions.map((_, i) => i)}
      running={running}
      actions={null}
    />
  );
}

const nav = (n: number) =>
  within(screen.getByRole('navigation', { name: 'Questions' })).getByRole('button', {
    name: new RegExp(`^Question ${n},`),
  });
const option = (label: string) => screen.getByRole('radio', { name: new RegExp(label) });

describe('QuizPlayer', { timeout: 30_000 }, () => {
  // Render once so every lazily loaded namespace and chunk the player (and its read-aloud) uses is in.
  beforeAll(async () => {
    const { unmount } = renderWithProviders(<Harness q={quiz()} />);
    await screen.findByRole('radio', { name: /Alpha/ });
    unmount();
  });

  it('records the first chosen option only: a later correct pick changes the feedback, not the status', () => {
    renderWithProviders(<Harness q={quiz()} />);
    fireEvent.click(option('Beta'));
    expect(screen.getByText('Wrong Answer Chosen')).toBeInTheDocument();
    fireEvent.click(option('Gamma'));
    expect(screen.getByText('Correct Option Chosen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(nav(1)).toHaveAttribute('data-state', 'wrong');
    // Back on it: the selection and feedback were reset; the recorded first choice stays.
    fireEvent.click(nav(1));
    expect(option('Beta')).not.toBeChecked();
    expect(screen.queryByText('Wrong Answer Chosen')).not.toBeInTheDocument();
    fireEvent.click(option('Gamma'));
    fireEvent.click(nav(2));
    expect(nav(1)).toHaveAttribute('data-state', 'wrong');
  });

  it('Clear Options clears the selection, feedback and explanation but never a recorded choice', () => {
    renderWithProviders(<Harness q={quiz()} />);
    fireEvent.click(option('Alpha'));
    fireEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(screen.getByText('Because Gamma.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Options' }));
    expect(option('Alpha')).not.toBeChecked();
    expect(screen.queryByText('Wrong Answer Chosen')).not.toBeInTheDocument();
    expect(screen.queryByText('Because Gamma.')).not.toBeInTheDocument();
    // A pick after clearing cannot turn the recorded wrong answer into a right one.
    fireEvent.click(option('Gamma'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(nav(1)).toHaveAttribute('data-state', 'wrong');
  });

  it('colours the navigator: current blue, wrong red, correct green, other grey', () => {
    renderWithProviders(<Harness q={quiz()} />);
    fireEvent.click(option('Gamma'));
    fireEvent.click(nav(2));
    fireEvent.click(option('Delta'));
    fireEvent.click(nav(3));
    expect(nav(1)).toHaveAttribute('data-state', 'correct');
    expect(nav(2)).toHaveAttribute('data-state', 'wrong');
    expect(nav(3)).toHaveAttribute('data-state', 'current');
    expect(nav(3)).toHaveAttribute('aria-current', 'step');
    fireEvent.click(nav(1));
    expect(nav(3)).toHaveAttribute('data-state', 'other');
  });

  it('enables Show Answer only after a pick, and not after a correct one; shows the fallback explanation', () => {
    renderWithProviders(<Harness q={quiz()} />);
    fireEvent.click(nav(2));
    const show = screen.getByRole('button', { name: 'Show Answer' });
    expect(show).toBeDisabled();
    fireEvent.click(option('Beta'));
    expect(show).toBeEnabled();
    fireEvent.click(show);
    expect(screen.getByText('No explanation available')).toBeInTheDocument();
    fireEvent.click(option('Gamma'));
    expect(show).toBeDisabled();
  });

  it('shows the Hindi question, options and feedback; the select is disabled for Kye Bye', () => {
    const { unmount } = renderWithProviders(<Harness q={quiz()} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(screen.getByRole('option', { name: 'हिंदी' }));
    expect(screen.getByText('हिंदी प्रश्न 1')).toBeInTheDocument();
    fireEvent.click(option('ब'));
    expect(screen.getByText('गलत उत्तर चुना गया')).toBeInTheDocument();
    fireEvent.click(option('स'));
    expect(screen.getByText('सही विकल्प चुना गया')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness q={quiz('Kye Bye')} />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps the chosen option, its feedback and the explanation when the language changes', () => {
    renderWithProviders(<Harness q={quiz()} />);
    fireEvent.click(option('Gamma'));
    expect(screen.getByText('Because Gamma.')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(screen.getByRole('option', { name: 'हिंदी' }));
    // The same option, now in Hindi, is still marked: the choice is a position, not a language.
    expect(option('स')).toBeChecked();
    expect(screen.getByText('सही विकल्प चुना गया')).toBeInTheDocument();
    expect(screen.queryByText(/Your first choice/)).not.toBeInTheDocument();
  });

  it('counts seconds per question as HH:MM:SS, each question its own', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<Harness q={quiz()} />);
      const timer = () => screen.getByTestId('question-timer').textContent;
      expect(timer()).toBe('00:00:00');
      act(() => vi.advanceTimersByTime(3000));
      expect(timer()).toBe('00:00:03');
      fireEvent.click(nav(2));
      expect(timer()).toBe('00:00:00');
      act(() => vi.advanceTimersByTime(2000));
      fireEvent.click(nav(1));
      expect(timer()).toBe('00:00:03');
      act(() => vi.advanceTimersByTime(3_600_000));
      expect(timer()).toBe('01:00:03');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not count while stopped (during the intro or after submitting)', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<Harness q={quiz()} running={false} />);
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.getByTestId('question-timer')).toHaveTextContent('00:00:00');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers the keyboard shortcuts and blocks Ctrl/Meta combinations and right-click', () => {
    renderWithProviders(<Harness q={quiz()} />);
    fireEvent.keyDown(document.body, { key: '3' });
    expect(option('Gamma')).toBeChecked();
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'b' });
    expect(option('Beta')).toBeChecked();
    expect(fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true })).toBe(false);
    expect(fireEvent.contextMenu(document.body)).toBe(false);
  });
});

describe("the player's 'Both' language choice (issue 33)", { timeout: 30_000 }, () => {
  const both: QuizDetail = {
    ...quiz(),
    _id: 'quiz-1',
    questions: [
      question(1, { answer_explanation_in_hindi: 'क्योंकि स।' }),
      question(2, {
        question_in_hindi: '',
        options_hindi: [],
        answer_explanation_in_english: 'Because Gamma.',
      }),
    ],
  };
  const renderBoth = async () => {
    renderWithProviders(
      <QuestionToolsProvider render={(q) => <span>{`tools for ${q.quizId} #${q.index} (${q.kind})`}</span>}>
        <Harness q={both} />
      </QuestionToolsProvider>,
    );
    await screen.findByRole('radio', { name: /Alpha/ });
    expect(screen.queryByText(ENGLISH_PREVAILS)).not.toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(screen.getByRole('option', { name: 'Both' }));
  };

  it('shows the question, its options and the explanation in English and Hindi, with the note', async () => {
    await renderBoth();
    expect(screen.getByText(ENGLISH_PREVAILS)).toBeInTheDocument();
    expect(screen.getByText('Question text 1')).toBeInTheDocument();
    expect(screen.getByText('हिंदी प्रश्न 1').closest('[lang]')).toHaveAttribute('lang', 'hi');
    // Each option carries both languages; choosing it is choosing the one position.
    const gamma = screen.getByRole('radio', { name: /Gamma.*स/ });
    fireEvent.click(gamma);
    expect(gamma).toBeChecked();
    expect(screen.getByText('Correct Option Chosen / सही विकल्प चुना गया')).toBeInTheDocument();
    expect(screen.getByText('Because Gamma.')).toBeInTheDocument();
    expect(screen.getByText('क्योंकि स।')).toBeInTheDocument();
  });

  it("keeps the spec's fallbacks where the Hindi is missing, and the route's tools beside each question", async () => {
    await renderBoth();
    expect(screen.getByText('tools for quiz-1 #0 (quiz)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('tools for quiz-1 #1 (quiz)')).toBeInTheDocument();
    expect(screen.getByText('(Hindi translation not available)')).toBeInTheDocument();
    // Options without Hindi stay English only.
    expect(screen.getByRole('radio', { name: 'B. Beta' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Gamma/ }));
    expect(screen.getByText('(Hindi explanation not available, showing English)')).toBeInTheDocument();
  });
});
