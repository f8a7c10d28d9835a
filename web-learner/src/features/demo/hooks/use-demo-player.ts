import { useCallback, useState } from 'react';
import type { QuestionResult } from '../types';
import { emptyResults, recordChoice } from '../utils/first-choice';

export interface PlayerState {
  index: number;
  results: QuestionResult[];
  /** The option picked on the current question (null when none). */
  selected: number | null;
  showAnswer: boolean;
}

/**
 * The demo's question flow (spec section 4, quiz-taking): the first chosen option is recorded, later picks
 * change only the feedback; Clear Options clears the selection but never a recorded result (it is -1 exactly
 * while unrecorded); moving to another question resets selection, feedback and explanation.
 */
export function useDemoPlayer(count: number, correctIndexOf: (i: number) => number) {
  const [state, setState] = useState<PlayerState>(() => ({
    index: 0,
    results: emptyResults(count),
    selected: null,
    showAnswer: false,
  }));

  const choose = useCallback(
    (option: number) =>
      setState((s) => ({
        ...s,
        selected: option,
        showAnswer: false,
        results: recordChoice(s.results, s.index, option === correctIndexOf(s.index)),
      })),
    [correctIndexOf],
  );
  const clear = useCallback(() => setState((s) => ({ ...s, selected: null, showAnswer: false })), []);
  const reveal = useCallback(() => setState((s) => ({ ...s, showAnswer: true })), []);
  const goTo = useCallback(
    (index: number) =>
      setState((s) =>
        index < 0 || index >= count || index === s.index
          ? s
          : { ...s, index, selected: null, showAnswer: false },
      ),
    [count],
  );

  const correctChosen = state.selected !== null && state.selected === correctIndexOf(state.index);
  return {
    ...state,
    choose,
    clear,
    reveal,
    goTo,
    /** Show Answer: disabled until an option is chosen and after a correct choice (spec section 5). */
    canShowAnswer: state.selected !== null && !correctChosen,
    correctChosen,
  };
}
