import DOMPurify from 'dompurify';
import type { DemoQuestion, QuizLanguage } from '../types';

export interface LocalizedQuestion {
  html: string;
  options: string[];
  /** Index of the correct option (the same place in both languages). */
  correctIndex: number;
  explanation: string;
}

/** The question in the chosen language; Hindi falls back to English field by field where it is missing. */
export function localize(q: DemoQuestion, lang: QuizLanguage): LocalizedQuestion {
  const correctIndex = Math.max(0, q.options.indexOf(q.correct_answer));
  const english = q.answer_explanation_in_english || q.answer_explaination_in_english || '';
  if (lang === 'hi') {
    const hindiOptions = q.options_hindi?.length === q.options.length ? q.options_hindi : q.options;
    return {
      html: q.question_in_hindi || q.question,
      options: hindiOptions,
      correctIndex,
      explanation: q.answer_explanation_in_hindi || english,
    };
  }
  return { html: q.question, options: q.options, correctIndex, explanation: english };
}

/** Whether a quiz has Hindi to show (any question with a Hindi text). */
export const hasHindi = (questions: readonly DemoQuestion[]) => questions.some((q) => !!q.question_in_hindi);

/**
 * Plain text of question HTML, for reading aloud (line breaks become pauses). DOMPurify parses it, not the
 * page's DOMParser: the server draws the demo too (src/prerender/render-demo.tsx), where DOMPurify has a DOM.
 */
export function plainText(html: string): string {
  const text = DOMPurify.sanitize(html.replace(/<br\s*\/?>/gi, '. '), {
    RETURN_DOM_FRAGMENT: true,
  }).textContent;
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** What read-aloud speaks for a question: its text, then its options numbered. */
export function speechText(q: LocalizedQuestion): string {
  const options = q.options.map((o, i) => `${i + 1}. ${o}`).join('. ');
  return `${plainText(q.html)}. ${options}`;
}

/** Feedback texts in the question's language (spec 8: Hindi equivalents exist). */
export const FEEDBACK = {
  en: { correct: 'Correct Option Chosen', wrong: 'Wrong Answer Chosen' },
  hi: { correct: 'सही विकल्प चुना गया', wrong: 'गलत उत्तर चुना गया' },
} as const;
