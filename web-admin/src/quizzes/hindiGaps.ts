/** The catalog's Hindi-gap rule (quiz-content.ts lacksHindi), on the form's values: where learners get English. */
export interface HindiFields {
  question_in_hindi?: string;
  options_hindi?: string[];
  answer_explanation_in_english?: string;
  answer_explanation_in_hindi?: string;
}

const has = (s: string | undefined) => !!s?.trim();

export function lacksHindi(q: HindiFields | undefined): boolean {
  if (!q) return false;
  return (
    !has(q.question_in_hindi) ||
    !(q.options_hindi ?? []).some(has) ||
    (has(q.answer_explanation_in_english) && !has(q.answer_explanation_in_hindi))
  );
}

/** The 1-based numbers of the questions with a Hindi gap. */
export const hindiGapNumbers = (questions: readonly HindiFields[] | undefined) =>
  (questions ?? []).flatMap((q, i) => (lacksHindi(q) ? [i + 1] : []));
