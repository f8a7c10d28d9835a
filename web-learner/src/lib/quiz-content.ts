import DOMPurify from 'dompurify';
import type { Question } from '@/types/quiz';

/**
 * Quiz content helpers the player and the results share. DOMPurify is imported only by the screens that
 * show questions (all lazily loaded), so it stays out of the landing page's download.
 */

let linksHooked = false;

/** Question HTML as the editor wrote it (line breaks kept), sanitised before it reaches the page. */
export function safeHtml(text: string): string {
  // Links in question HTML open in a new tab without handing it this page (DOMPurify's documented hook),
  // added on first use: importing this module does nothing, so the build can render a screen that imports
  // it without a DOM (DOMPurify has no hooks there).
  if (!linksHooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    linksHooked = true;
  }
  return DOMPurify.sanitize(text.replace(/\r?\n/g, '<br>'), { USE_PROFILES: { html: true } });
}

/** Plain text (for read-aloud): the sanitised HTML's text. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(safeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The index of the correct option: the English answer among the English options, else the Hindi pair. */
export function correctIndexOf(q: Question): number {
  const en = q.options.findIndex((o) => o.trim() === q.correct_answer.trim());
  if (en >= 0) return en;
  return (q.options_hindi ?? []).findIndex((o) => o.trim() === (q.correct_answer_hindi ?? '').trim());
}

export const optionLetter = (i: number) => String.fromCharCode(65 + i);

const has = (s: string | undefined | null): s is string => !!s && s.trim() !== '';

/** A question's Hindi where it has one: null for the text, options or explanation it lacks (the spec's fallbacks apply). */
export function hindiOf(q: Question): {
  text: string | null;
  options: string[] | null;
  explanation: string | null;
} {
  const options =
    q.options_hindi?.length === q.options.length && q.options_hindi.every(has) ? q.options_hindi : null;
  return {
    text: has(q.question_in_hindi) ? q.question_in_hindi : null,
    options,
    explanation: has(q.answer_explanation_in_hindi) ? q.answer_explanation_in_hindi : null,
  };
}

/** The English explanation, under either of its spellings (spec section 3). */
export const englishExplanationOf = (q: Question): string =>
  q.answer_explanation_in_english || q.answer_explaination_in_english || '';

/** The spec's notes where the Hindi is missing (section 2.10), shown wherever Hindi is asked for. */
export const HINDI_MISSING = '(Hindi translation not available)';
export const HINDI_EXPLANATION_MISSING = '(Hindi explanation not available, showing English)';

/** The quiz's language: English, Hindi, or both side by side (issue 33). */
export type QuizLang = 'en' | 'hi' | 'both';

/** The question in the chosen language, falling back to English where the Hindi is missing (Both: the English). */
export function questionIn(q: Question, lang: QuizLang) {
  const hindiOptions =
    lang === 'hi' && q.options_hindi?.length === q.options.length && q.options_hindi.every(has);
  return {
    text: lang === 'hi' && has(q.question_in_hindi) ? q.question_in_hindi : q.question,
    options: hindiOptions ? q.options_hindi : q.options,
    explanation:
      lang === 'hi' && has(q.answer_explanation_in_hindi)
        ? q.answer_explanation_in_hindi
        : englishExplanationOf(q),
  };
}
