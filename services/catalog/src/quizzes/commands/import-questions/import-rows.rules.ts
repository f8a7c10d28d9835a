import {
  completeHindiAnswer,
  normalizeQuestion,
  questionError,
  type Question,
} from '../../domain/quiz-content';

/** The columns of the import template (CSV and .xlsx alike), in order. */
export const MAX_OPTIONS = 6;
const optionColumns = (prefix: string) => Array.from({ length: MAX_OPTIONS }, (_, i) => `${prefix}${i + 1}`);
export const IMPORT_COLUMNS = [
  'question',
  'question_in_hindi',
  ...optionColumns('option_'),
  ...optionColumns('option_hindi_'),
  'correct_answer',
  'answer_explanation_in_english',
  'answer_explanation_in_hindi',
  'youtube_video',
] as const;

/** One spreadsheet row as the console read it; `_row` is its line in the file (header = 1). */
export type ImportRow = Record<string, unknown> & { _row?: number };
export interface RowProblem {
  row: number;
  reasons: string[];
}

const cell = (row: ImportRow, column: string) => {
  const v = row[column];
  return typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
};
/** Questions compare without case and spacing: "Which  article…" repeated is the same question. */
const sameText = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** A row's options: the filled cells up to the last filled one; a hole before it is reported. */
function optionsOf(row: ImportRow, prefix: string, label: string, reasons: string[]): string[] {
  const cells = optionColumns(prefix).map((c) => cell(row, c));
  const last = cells.map(Boolean).lastIndexOf(true);
  const used = cells.slice(0, last + 1);
  used.forEach((v, i) => {
    if (!v) reasons.push(`${label} ${i + 1} is missing (a later one is filled)`);
  });
  return used;
}

/**
 * Checks every row before anything is written and tells every problem of every row: a missing option, a
 * correct answer that is not among the options, a Hindi option count differing from English, a question
 * repeated in the file or already in the quiz. `correct_answer` is the option's text or its number (1-6).
 */
export function checkImportRows(
  rows: readonly ImportRow[],
  existing: readonly Question[] = [],
): { questions: Question[]; problems: RowProblem[] } {
  const seen = new Map<string, string>();
  existing.forEach((q, i) => seen.set(sameText(q.question), `question ${i + 1} of the quiz`));
  const questions: Question[] = [];
  const problems: RowProblem[] = [];
  rows.forEach((row, i) => {
    const line = typeof row._row === 'number' ? row._row : i + 2;
    const reasons: string[] = [];
    const text = cell(row, 'question');
    if (!text) reasons.push('question is empty');
    const options = optionsOf(row, 'option_', 'Option', reasons);
    const hindi = optionsOf(row, 'option_hindi_', 'Hindi option', reasons);
    if (options.length < 2) reasons.push(`needs at least 2 options (has ${options.length})`);
    if (new Set(options.filter(Boolean)).size !== options.filter(Boolean).length)
      reasons.push('two options are the same');
    if (hindi.length && hindi.length !== options.length)
      reasons.push(`Hindi has ${hindi.length} options, English ${options.length}`);
    const answer = cell(row, 'correct_answer');
    const byNumber = /^\d+$/.test(answer) ? options[Number(answer) - 1] : undefined;
    const correct = byNumber ?? answer;
    if (!answer) reasons.push('correct_answer is empty');
    else if (!correct || !options.includes(correct))
      reasons.push(`correct answer "${answer}" is not among the options`);
    if (text) {
      const earlier = seen.get(sameText(text));
      if (earlier) reasons.push(`duplicate question: same as ${earlier}`);
      else seen.set(sameText(text), `row ${line}`);
    }
    if (reasons.length) return problems.push({ row: line, reasons });

    const question = completeHindiAnswer(
      normalizeQuestion(
        {
          question: text,
          question_in_hindi: cell(row, 'question_in_hindi'),
          options,
          options_hindi: hindi,
          correct_answer: correct,
          answer_explanation_in_english: cell(row, 'answer_explanation_in_english'),
          answer_explanation_in_hindi: cell(row, 'answer_explanation_in_hindi'),
          youtube_video: cell(row, 'youtube_video'),
        },
        existing.length + questions.length + 1,
      ),
    );
    // The editor's own rules last, so an import can never store what the editor would refuse.
    const rest = questionError(question, existing.length + questions.length + 1);
    if (rest) return problems.push({ row: line, reasons: [rest.replace(/^Question \d+: /, '')] });
    questions.push(question);
  });
  return { questions, problems };
}
