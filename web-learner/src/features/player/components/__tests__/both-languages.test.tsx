import { configure, fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_PREVAILS } from '@/components/bilingual';
import { QuestionToolsProvider } from '@/components/question-tools';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/test-utils';
import type { Question, QuizDetail } from '@/types/quiz';
import { useDurations, usePlayerState } from '../../hooks/use-player-state';
import { QuizPlayer } from '../quiz-player';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.loadNamespaces(['player', 'common']);
});
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

const question = (n: number, over: Partial<Question> = {}): Question => ({
  question: `Question text ${n}`,
  question_in_hindi: `हिंदी प्रश्न ${n}`,
  options: ['Alpha', 'Beta', 'Gamma', 'Delta'],
  options_hindi: ['अल्फ़ा', 'बीटा', 'गामा', 'डेल्टा'],
  correct_answer: 'Gamma',
  correct_answer_hindi: 'गामा',
  answer_explanation_in_english: 'Because Gamma.',
  answer_explanation_in_hindi: n === 1 ? 'क्योंकि गामा।' : '',
  question_image: null,
  answer_image: null,
  video_link: null,
  youtube_video: '',
  question_pdf: null,
  question_pdf_images: [],
  ...over,
});

const quiz = {
  _id: 'quiz-1',
  name: 'Polity set',
  division: 'Abhyudaya',
  questions: [question(1), question(2, { question_in_hindi: '', options_hindi: [] })],
} as unknown as QuizDetail;

function Harness() {
  const player = usePlayerState(quiz.questions);
  const durationsRef = useDurations(quiz.questions.length);
  return (
    <QuestionToolsProvider
      render={(q) => <span>{`tools for ${q.quizId} #${q.questionIndex} (${q.kind})`}</span>}
    >
      <QuizPlayer
        quiz={quiz}
        player={player}
        durationsRef={durationsRef}
        order={[0, 1]}
        running
        actions={null}
      />
    </QuestionToolsProvider>
  );
}

const chooseBoth = () => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
  fireEvent.click(screen.getByRole('option', { name: 'Both' }));
};

describe("the player's 'Both' language choice (issue 33)", { timeout: 30_000 }, () => {
  it('shows the question, its options and the explanation in English and Hindi, with the note', async () => {
    renderWithProviders(<Harness />);
    await screen.findByRole('radio', { name: /Alpha/ });
    expect(screen.queryByText(ENGLISH_PREVAILS)).not.toBeInTheDocument();
    chooseBoth();
    expect(screen.getByText(ENGLISH_PREVAILS)).toBeInTheDocument();
    expect(screen.getByText('Question text 1')).toBeInTheDocument();
    expect(screen.getByText('हिंदी प्रश्न 1').closest('[lang]')).toHaveAttribute('lang', 'hi');
    // Each option carries both languages; choosing it is choosing the one position.
    const gamma = screen.getByRole('radio', { name: /Gamma.*गामा/ });
    fireEvent.click(gamma);
    expect(gamma).toBeChecked();
    expect(screen.getByText('Correct Option Chosen / सही विकल्प चुना गया')).toBeInTheDocument();
    expect(screen.getByText('Because Gamma.')).toBeInTheDocument();
    expect(screen.getByText('क्योंकि गामा।')).toBeInTheDocument();
  });

  it("keeps the spec's fallbacks where the Hindi is missing", async () => {
    renderWithProviders(<Harness />);
    await screen.findByRole('radio', { name: /Alpha/ });
    chooseBoth();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question text 2')).toBeInTheDocument();
    expect(screen.getByText('(Hindi translation not available)')).toBeInTheDocument();
    // Options without Hindi stay English only.
    expect(screen.getByRole('radio', { name: 'B. Beta' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Gamma/ }));
    expect(screen.getByText('(Hindi explanation not available, showing English)')).toBeInTheDocument();
  });

  it("renders the route's tools beside the question on screen", async () => {
    renderWithProviders(<Harness />);
    expect(await screen.findByText('tools for quiz-1 #0 (quiz)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('tools for quiz-1 #1 (quiz)')).toBeInTheDocument();
  });
});
