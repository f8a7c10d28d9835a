import { configure, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/test-utils';
import type { Question, QuizDetail } from '@/types/quiz';
import { answersWithTags, useConfidenceTags } from '../../hooks/use-confidence-tags';
import { useDurations, usePlayerState } from '../../hooks/use-player-state';
import { QuizPlayer } from '../quiz-player';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.loadNamespaces(['player', 'common', 'learning']);
});
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

const question = (n: number): Question =>
  ({
    question: `Question text ${n}`,
    question_in_hindi: '',
    options: ['Alpha', 'Beta', 'Gamma', 'Delta'],
    options_hindi: [],
    correct_answer: 'Gamma',
    correct_answer_hindi: '',
    answer_explanation_in_english: 'Because Gamma.',
    answer_explaination_in_english: 'Because Gamma.',
    answer_explanation_in_hindi: '',
    question_image: null,
    answer_image: null,
    video_link: null,
    youtube_video: '',
    question_pdf: null,
    question_pdf_images: [],
  }) as Question;

const quiz = {
  _id: 'q1',
  name: 'Polity set',
  division: 'Abhyudaya',
  questions: [question(1), question(2)],
} as unknown as QuizDetail;

let sent: unknown[] = [];
function Harness() {
  const player = usePlayerState(quiz.questions);
  const durationsRef = useDurations(quiz.questions.length);
  const confidence = useConfidenceTags(quiz.questions.length);
  useEffect(() => {
    sent = answersWithTags(player.sheet.firstChoices, confidence.tags);
  });
  return (
    <QuizPlayer
      quiz={quiz}
      player={player}
      durationsRef={durationsRef}
      order={[0, 1]}
      running
      actions={null}
      confidence={confidence}
    />
  );
}

const tag = (name: string) => screen.getByRole('button', { name });
const key = (k: string) => fireEvent.keyDown(document, { key: k });

describe('confidence tags in the practice player (issue 32)', { timeout: 30_000 }, () => {
  it('tags with the keys S, F, G or the buttons until the answer is recorded, then keeps the tag', async () => {
    renderWithProviders(<Harness />);
    await screen.findByRole('radio', { name: /Alpha/ });
    key('g');
    expect(tag('Guess')).toHaveAttribute('aria-pressed', 'true');
    key('f');
    expect(tag('50-50')).toHaveAttribute('aria-pressed', 'true');
    expect(tag('Guess')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(tag('Sure'));
    expect(tag('Sure')).toHaveAttribute('aria-pressed', 'true');
    // the answer is final at the first pick: the tag stays, and S now shows the answer
    fireEvent.click(screen.getByRole('radio', { name: /Beta/ }));
    expect(tag('Sure')).toBeDisabled();
    key('g');
    expect(tag('Sure')).toHaveAttribute('aria-pressed', 'true');
    key('s');
    expect(await screen.findByText('Because Gamma.')).toBeInTheDocument();
    expect(sent).toEqual([{ option: 1, confidence: 'sure' }, { option: null }]);
  });

  it('leaves the tag optional: an untagged answer is sent as before', async () => {
    renderWithProviders(<Harness />);
    fireEvent.click(await screen.findByRole('radio', { name: /Gamma/ }));
    expect(sent).toEqual([{ option: 2 }, { option: null }]);
  });
});
