import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_PREVAILS } from '@/components/bilingual';
import { QuestionToolsProvider } from '@/components/learning/question-tools';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/test-utils';
import type { Question } from '@/types/quiz';
import { QuizAnalysis } from '../quiz-analysis';
import { ResultTable } from '../result-table';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.loadNamespaces(['results', 'common']);
});
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

const q = (over: Partial<Question> = {}): Question => ({
  question: 'Which Article?',
  question_in_hindi: 'कौन सा अनुच्छेद?',
  options: ['Art 14', 'Art 21', 'Art 32', 'Art 356'],
  options_hindi: ['अनु 14', 'अनु 21', 'अनु 32', 'अनु 356'],
  correct_answer: 'Art 32',
  correct_answer_hindi: 'अनु 32',
  answer_explanation_in_english: 'Article 32 is the right to constitutional remedies.',
  answer_explaination_in_english: 'Article 32 is the right to constitutional remedies.',
  answer_explanation_in_hindi: '',
  question_image: null,
  answer_image: null,
  video_link: null,
  youtube_video: '',
  question_pdf: null,
  question_pdf_images: [],
  ...over,
});

describe('results', { timeout: 30_000 }, () => {
  it("shows the server's figures, and the Percentile row only once known", () => {
    const result = {
      totalQuestions: 12,
      attemptedQuestions: 9,
      correctAnswers: 7,
      wrongAnswers: 2,
      score: 6.5,
    };
    const { rerender } = renderWithProviders(<ResultTable result={result} percentile={null} />);
    const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;
    expect(within(row('Total Questions')).getByText('12')).toBeInTheDocument();
    expect(within(row('Questions Attempted')).getByText('9')).toBeInTheDocument();
    expect(within(row('Correct Answers')).getByText('7')).toBeInTheDocument();
    expect(within(row('Wrong Answers')).getByText('2')).toBeInTheDocument();
    expect(within(row('Total Score')).getByText('6.5')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Percentile' })).not.toBeInTheDocument();
    rerender(<ResultTable result={result} percentile={87.5} />);
    expect(within(row('Percentile')).getByText('87.5')).toBeInTheDocument();
  });

  it('labels the correct option green and a wrong first choice red, in English and in Hindi', () => {
    const questions = [q(), q(), q({ question_in_hindi: '' })];
    renderWithProviders(
      <QuizAnalysis questions={questions} firstChoices={[2, 0, null]} lang="en" onLang={() => undefined} />,
    );
    const items = screen
      .getAllByRole('listitem')
      .filter((li) => li.tagName === 'LI' && li.querySelector('ol'));
    expect(
      within(items[0])
        .getByText(/Art 32/)
        .closest('li'),
    ).toHaveAttribute('data-mark', 'success');
    expect(within(items[0]).getByText('(Your Choice is Correct)')).toBeInTheDocument();
    expect(within(items[1]).getByText('(Correct Choice)').closest('li')).toHaveAttribute(
      'data-mark',
      'success',
    );
    expect(within(items[1]).getByText('(Your Choice)').closest('li')).toHaveAttribute('data-mark', 'error');
    expect(within(items[2]).queryByText('(Your Choice)')).not.toBeInTheDocument();
    expect(within(items[2]).getByText('(Correct Choice)')).toBeInTheDocument();
  });

  it('offers Hindi only when it exists, and says what is missing in Hindi', () => {
    const { rerender } = renderWithProviders(
      <QuizAnalysis
        questions={[q({ question_in_hindi: '' })]}
        firstChoices={[1]}
        lang="en"
        onLang={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: 'हिंदी में देखें' })).not.toBeInTheDocument();
    let toggled = false;
    rerender(
      <QuizAnalysis
        questions={[q(), q({ question_in_hindi: '' })]}
        firstChoices={[1, 2]}
        lang="en"
        onLang={(l) => (toggled = l === 'hi')}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'हिंदी में देखें' }));
    expect(toggled).toBe(true);
    rerender(
      <QuizAnalysis
        questions={[q(), q({ question_in_hindi: '' })]}
        firstChoices={[1, 2]}
        lang="hi"
        onLang={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'View in English' })).toBeInTheDocument();
    expect(screen.getByText('(आपका चयन)')).toBeInTheDocument();
    expect(screen.getByText('(सही विकल्प)')).toBeInTheDocument();
    expect(screen.getByText('(आपका चयन सही है)')).toBeInTheDocument();
    expect(screen.getByText('(Hindi translation not available)')).toBeInTheDocument();
    expect(screen.getAllByText('(Hindi explanation not available, showing English)')).toHaveLength(2);
  });

  it("shows 'Both' side by side with the note and the spec's fallbacks, and each question's tools", () => {
    let chosen = '';
    const { rerender } = renderWithProviders(
      <QuizAnalysis questions={[q()]} firstChoices={[2]} lang="en" onLang={(l) => (chosen = l)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Both / दोनों' }));
    expect(chosen).toBe('both');
    rerender(
      <QuestionToolsProvider render={(ref) => <span>{`tools #${ref.index} of ${ref.quizId}`}</span>}>
        <QuizAnalysis
          questions={[q(), q({ question_in_hindi: '', options_hindi: [] })]}
          firstChoices={[2, 0]}
          lang="both"
          onLang={() => undefined}
          quizId="quiz-9"
        />
      </QuestionToolsProvider>,
    );
    expect(screen.getByText(ENGLISH_PREVAILS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Both / दोनों' })).toHaveAttribute('aria-pressed', 'true');
    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.querySelector('ol'));
    expect(within(first).getByText('Which Article?')).toBeInTheDocument();
    expect(within(first).getByText('कौन सा अनुच्छेद?')).toBeInTheDocument();
    expect(within(first).getByText('अनु 32').closest('li')).toHaveAttribute('data-mark', 'success');
    expect(within(first).getByText('(Your Choice is Correct) (आपका चयन सही है)')).toBeInTheDocument();
    expect(within(first).getByText('(Hindi explanation not available, showing English)')).toBeInTheDocument();
    expect(within(second).getByText('(Hindi translation not available)')).toBeInTheDocument();
    expect(within(second).getByText('(Your Choice) (आपका चयन)')).toBeInTheDocument();
    expect(within(second).queryByText('अनु 14')).not.toBeInTheDocument();
    expect(within(first).getByText('tools #0 of quiz-9')).toBeInTheDocument();
    expect(within(second).getByText('tools #1 of quiz-9')).toBeInTheDocument();
  });
});
