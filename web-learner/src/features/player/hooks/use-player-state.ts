import { useCallback, useMemo, useRef, useState } from 'react';
import type { Question } from '@/types/quiz';
import { choose, correctIndexOf, emptySheet, type AnswerSheet } from '../domain/answer-sheet';
import type { QuizLang } from '../domain/quiz-text';
import type { Tags } from './use-confidence-tags';

export interface PlayerStart {
  sheet?: AnswerSheet;
  /** Seconds per question so far (kept by the caller's durations ref, not in this state). */
  durations?: number[];
  current?: number;
  lang?: QuizLang;
  /** Confidence tags so far (kept by useConfidenceTags, not in this state). */
  confidence?: Tags;
}

/**
 * The question page's state (spec section 4, quiz-taking). The sheet records first choices; the selection,
 * feedback and Show Answer are only what is on screen now, and reset when the question changes (not when the
 * language does: a learner who reads the Hindi after answering still sees what they chose).
 */
export function usePlayerState(questions: Question[], start: PlayerStart = {}) {
  const count = questions.length;
  const [sheet, setSheet] = useState<AnswerSheet>(() => start.sheet ?? emptySheet(count));
  const [current, setCurrent] = useState(() =>
    Math.min(Math.max(0, start.current ?? 0), Math.max(0, count - 1)),
  );
  const [lang, setLang] = useState<QuizLang>(start.lang ?? 'en');
  const [selected, setSelected] = useState<number | null>(null);
  const [revealed, setRevealed] = useState(false);

  const correct = useMemo(() => questions.map(correctIndexOf), [questions]);

  const goTo = useCallback(
    (index: number) => {
      if (index < 0 || index >= count) return;
      setCurrent(index);
      setSelected(null);
      setRevealed(false);
    },
    [count],
  );

  const pick = useCallback(
    (option: number) => {
      setSelected(option);
      setSheet((s) => choose(s, current, option, correct[current]));
    },
    [current, correct],
  );

  /** Clear Options: the selection, feedback and explanation; a recorded first choice stays recorded. */
  const clear = useCallback(() => {
    setSelected(null);
    setRevealed(false);
  }, []);

  const correctNow = correct[current];
  const feedback: 'correct' | 'wrong' | null =
    selected === null ? null : selected === correctNow ? 'correct' : 'wrong';

  return {
    count,
    sheet,
    /** The question on screen (a position in the played questions). */
    index: current,
    lang,
    selected,
    revealed,
    feedback,
    correctIndex: correctNow,
    /** Show Answer: disabled until an option is chosen, and after a correct choice (spec section 5). */
    showAnswerDisabled: selected === null || selected === correctNow,
    /** The explanation shows after Show Answer, or once the correct option is chosen. */
    explanationShown: revealed || feedback === 'correct',
    goTo,
    next: () => goTo(current + 1),
    previous: () => goTo(current - 1),
    pick,
    clear,
    showAnswer: () => setRevealed(true),
    /** The same question in the other language: the choice (a position), feedback and explanation stay. */
    setLang,
  };
}

export type PlayerState = ReturnType<typeof usePlayerState>;

/** Seconds per question: written every second by the timer, read on save and submit, never rendered. */
export function useDurations(count: number, start?: number[]) {
  const [initial] = useState(() => Array.from({ length: count }, (_, i) => start?.[i] ?? 0));
  return useRef<number[]>(initial);
}
