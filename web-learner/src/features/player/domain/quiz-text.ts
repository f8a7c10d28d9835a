import type { QuizLang } from '@/lib/quiz-content';

export type { QuizLang } from '@/lib/quiz-content';

/** The quiz's own texts in the quiz's language (the English/Hindi select), which may differ from the UI's. */
export const QUIZ_TEXTS = {
  en: {
    correct: 'Correct Option Chosen',
    wrong: 'Wrong Answer Chosen',
    noExplanation: 'No explanation available',
  },
  hi: {
    correct: 'सही विकल्प चुना गया',
    wrong: 'गलत उत्तर चुना गया',
    noExplanation: 'कोई व्याख्या उपलब्ध नहीं है',
  },
  both: {
    correct: 'Correct Option Chosen / सही विकल्प चुना गया',
    wrong: 'Wrong Answer Chosen / गलत उत्तर चुना गया',
    noExplanation: 'No explanation available / कोई व्याख्या उपलब्ध नहीं है',
  },
} as const;

/** The language read aloud and set on single-language text: Both reads the English (it prevails). */
export const speechLangOf = (lang: QuizLang): 'en' | 'hi' => (lang === 'hi' ? 'hi' : 'en');

export { optionLetter, plainText, questionIn, safeHtml } from '@/lib/quiz-content';

/** HH:MM:SS (spec 2.9). */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
