import { createContext, useContext, type ReactNode } from 'react';

/** A question as the learning loop names it: its quiz and its 0-based place in it. */
export interface QuestionRef {
  quizId: string;
  index: number;
  /** The quiz's kind, for calls that tell Kye Bye quizzes apart ('Report a problem'); 'quiz' when absent. */
  kind?: 'quiz' | 'kyebye';
}

type Render = (ref: QuestionRef) => ReactNode;

const ToolsContext = createContext<Render | null>(null);

/**
 * Per-question controls that belong to other features (the bookmark button, 'Report a problem'), handed down by the route
 * that composes the screens, so the screens need not import that feature.
 */
export function QuestionToolsProvider({ render, children }: { render: Render; children: ReactNode }) {
  return <ToolsContext.Provider value={render}>{children}</ToolsContext.Provider>;
}

/** Where a screen shows the tools of one question; nothing when no route provided any. */
export function QuestionTools(props: QuestionRef) {
  const render = useContext(ToolsContext);
  return render ? <>{render(props)}</> : null;
}
