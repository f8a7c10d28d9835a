import type { Question } from '@/types/quiz';

/** The quiz's language: English, Hindi, or both side by side (issue 33). */
export type QuizLang = 'en' | 'hi' | 'both';

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

const has = (s: string | undefined | null): s is string => !!s && s.trim() !== '';

/** The question in the chosen language, falling back to English where the Hindi is missing (Both: the English). */
export function questionIn(q: Question, lang: QuizLang) {
  const hindiOptions =
    lang === 'hi' && q.options_hindi?.length === q.options.length && q.options_hindi.every(has);
  const englishExplanation = q.answer_explanation_in_english || q.answer_explaination_in_english || '';
  return {
    text: lang === 'hi' && has(q.question_in_hindi) ? q.question_in_hindi : q.question,
    options: hindiOptions ? q.options_hindi : q.options,
    explanation:
      lang === 'hi' && has(q.answer_explanation_in_hindi)
        ? q.answer_explanation_in_hindi
        : englishExplanation,
  };
}

export { optionLetter, plainText, safeHtml } from '@/lib/quiz-content';

/** HH:MM:SS (spec 2.9). */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
