import type { QuizDoc } from './persistence/quiz.schema';

const FIELDS = [
  'name',
  'description',
  'difficulty',
  'subject',
  'chapter',
  'division',
  'classs',
  'accessible',
  'marksPerCorrect',
  'negativeMarks',
  'quiz_image',
  'quiz_pdf',
  'quiz_pdf_hindi',
  'quiz_video',
  'mode',
  'durationMinutes',
  'sections',
  'liveWindow',
] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an editor's change did, in words for the quiz's history: which fields, which questions, and above all
 * a changed answer key (it changes learners' scores).
 */
export function describeChange(before: QuizDoc | null, after: QuizDoc): string[] {
  if (!before) return [after.published ? 'created and published' : 'created as a draft'];
  if (after.deleted && !before.deleted) return ['deleted'];
  const out: string[] = [];
  if (after.published !== before.published) out.push(after.published ? 'published' : 'unpublished');
  const fields = FIELDS.filter((f) => !same(before[f], after[f]));
  if (fields.length) out.push(`changed ${fields.join(', ')}`);
  const [b, a] = [before.questions, after.questions];
  if (a.length !== b.length) out.push(`questions: ${b.length} → ${a.length}`);
  a.forEach((q, i) => {
    const was = b[i];
    if (!was) return;
    if (was.question === q.question && was.correct_answer !== q.correct_answer)
      out.push(`answer key of question ${i + 1}: "${was.correct_answer}" → "${q.correct_answer}"`);
  });
  const edited = a.filter((q, i) => b[i] && !same(q, b[i])).length;
  if (edited && !out.some((o) => o.startsWith('answer key'))) out.push(`edited ${edited} question(s)`);
  return out.length ? out : ['saved without changes'];
}
