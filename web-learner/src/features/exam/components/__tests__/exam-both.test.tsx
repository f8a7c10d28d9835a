import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_PREVAILS } from '@/components/bilingual';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/test-utils';
import type { Question, QuizDetail } from '@/types/quiz';
import type { Lang } from '../../store/exam-db';
import type { QuestionResult } from '../../types';
import { ExamQuestion } from '../exam-question';
import { QuestionAnalysis } from '../question-analysis';

beforeAll(async () => {
  await i18n.loadNamespaces(['exam', 'common']);
});

const q = (over: Partial<Question> = {}) =>
  ({
    question: 'Which Article?',
    question_in_hindi: 'कौन सा अनुच्छेद?',
    options: ['Art 14', 'Art 19', 'Art 32'],
    options_hindi: ['अनु 14', 'अनु 19', 'अनु 32'],
    correct_answer: 'Art 32',
    answer_explanation_in_english: 'Article 32 is the remedy.',
    answer_explanation_in_hindi: 'अनुच्छेद 32 उपचार है।',
    ...over,
  }) as Question;

/** The exam screen's question with its language switch wired as the screen wires it. */
function QuestionWithSwitch({ question }: { question: Question }) {
  const [lang, setLang] = useState<Lang>('en');
  return (
    <ExamQuestion
      question={question}
      number={4}
      lang={lang}
      onLang={setLang}
      selected={null}
      onChoose={() => {}}
    />
  );
}

describe("the exam's 'Both' language choice (issue 33)", () => {
  it('puts the question and its options in English beside Hindi, with the note in both languages', () => {
    render(<QuestionWithSwitch question={q()} />);
    expect(screen.queryByText('कौन सा अनुच्छेद?')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(screen.getByRole('button', { name: 'Both' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('note')).toHaveTextContent(ENGLISH_PREVAILS);
    expect(screen.getByText('Which Article?').closest('[lang="en"]')).toBeInTheDocument();
    expect(screen.getByText('कौन सा अनुच्छेद?').closest('[lang="hi"]')).toBeInTheDocument();
    // each option is one radio carrying both of its languages
    const option = screen.getByRole('radio', { name: /Art 32/ });
    expect(option.closest('label')).toHaveTextContent('अनु 32');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it("shows the spec's note beside the English where the Hindi is missing", () => {
    render(<QuestionWithSwitch question={q({ question_in_hindi: '', options_hindi: [] })} />);
    expect(screen.getByRole('button', { name: 'हिंदी' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(screen.getByText('(Hindi translation not available)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Art 14/ }).closest('label')).not.toHaveTextContent('अनु');
  });

  it("shows the result's analysis in Both: text, options, key and explanation side by side, tools kept", () => {
    const results: QuestionResult[] = [
      {
        option: 0,
        correctOption: 2,
        status: 0,
        dropped: false,
        marked: false,
        seconds: 30,
        averageSeconds: 40,
        shareRight: 50,
      },
      {
        option: null,
        correctOption: 2,
        status: -1,
        dropped: false,
        marked: false,
        seconds: 0,
        averageSeconds: 20,
        shareRight: 10,
      },
    ];
    const paper = {
      _id: 'm1',
      name: 'Mock',
      questions: [q(), q({ answer_explanation_in_hindi: '' })],
    } as QuizDetail;
    renderWithProviders(
      <QuestionAnalysis
        questions={results}
        paper={paper}
        questionTools={(i) => <span>{`tools #${i}`}</span>}
      />,
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(screen.getByRole('note')).toHaveTextContent(ENGLISH_PREVAILS);
    const first = screen.getByRole('region', { name: 'Question 1' });
    const second = screen.getByRole('region', { name: 'Question 2' });
    expect(within(first).getByText('कौन सा अनुच्छेद?')).toBeInTheDocument();
    expect(within(first).getByText('Which Article?')).toBeInTheDocument();
    expect(within(first).getByText('अनु 32').closest('li')).toHaveStyle({ fontWeight: 700 });
    expect(within(first).getByText('अनुच्छेद 32 उपचार है।')).toBeInTheDocument();
    expect(within(first).getByText('Article 32 is the remedy.')).toBeInTheDocument();
    expect(
      within(second).getByText('(Hindi explanation not available, showing English)'),
    ).toBeInTheDocument();
    expect(within(first).getByText('tools #0')).toBeInTheDocument();
    expect(within(second).getByText('tools #1')).toBeInTheDocument();
  });
});
