import { examTransform } from './examFields';

/** What the form holds for a question (options edited as one per line). */
interface FormQuestion {
  options?: string[];
  options_hindi?: string[];
  correct_answer?: string;
  correct_answer_hindi?: string;
  [key: string]: unknown;
}

const lines = (v: unknown): string[] =>
  (Array.isArray(v) ? v : []).map((o) => String(o ?? '').trim()).filter(Boolean);

/**
 * The quiz as the catalog reads it: options without blank lines, and the Hindi correct answer taken from the
 * Hindi option in the correct English option's place (editors pick the answer once).
 */
export function quizTransform<T extends { questions?: FormQuestion[]; accessible?: unknown }>(data: T): T {
  return {
    ...examTransform(data as T & Record<string, unknown>),
    accessible: lines(data.accessible),
    questions: (data.questions ?? []).map((q) => {
      const options = lines(q.options);
      const options_hindi = lines(q.options_hindi);
      const at = options.indexOf(String(q.correct_answer ?? '').trim());
      return { ...q, options, options_hindi, correct_answer_hindi: at >= 0 ? (options_hindi[at] ?? '') : '' };
    }),
  };
}

/** Options are edited as one per line; the form keeps blank lines while typing. */
export const formatLines = (v: unknown) => (Array.isArray(v) ? v.join('\n') : '');
export const parseLines = (v: string) => v.split('\n');
/** School codes are edited comma-separated. */
export const formatCodes = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '');
export const parseCodes = (v: string) => v.split(',').map((s) => s.trimStart());
