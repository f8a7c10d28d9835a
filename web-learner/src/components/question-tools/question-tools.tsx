import { createContext, useContext, type ReactNode } from 'react';

/** Which question a tool is about: its quiz and its place in the quiz (from 0). */
export interface QuestionRef {
  quizId: string;
  kind: 'quiz' | 'kyebye';
  questionIndex: number;
}

type RenderTools = (question: QuestionRef) => ReactNode;

const ToolsContext = createContext<RenderTools | null>(null);

/**
 * Controls that sit beside a question wherever one is shown (the player, the results analysis, the
 * reattempt screen): 'Report a problem' today, more later. Features cannot import each other, so the route
 * composes them here and the screens render <QuestionTools> where a question's tools belong.
 */
export function QuestionToolsProvider({ render, children }: { render: RenderTools; children: ReactNode }) {
  return <ToolsContext.Provider value={render}>{children}</ToolsContext.Provider>;
}

export function QuestionTools(props: QuestionRef) {
  const render = useContext(ToolsContext);
  return render ? <>{render(props)}</> : null;
}

/** A quiz's kind for the calls about it: Kye Bye quizzes live apart (spec section 7). */
export const quizKindOf = (division: string): QuestionRef['kind'] =>
  division === 'Kye Bye' ? 'kyebye' : 'quiz';
