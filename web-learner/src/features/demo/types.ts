import type { ImageVariant } from '@/components/ui/responsive-image';

/** The demo quiz as getDemoQuizbyId answers it (spec sections 3 and 7); only the fields the demo reads. */

/** An image is a URL or an object naming where it is kept (spec section 3), with its size and copies. */
export type ImageRef =
  string | { url: string; storageType?: string; width?: number; height?: number; variants?: ImageVariant[] };

/** A private file (video, PDF), opened through getSignedUrl. */
export interface PrivateFile {
  bucketName: string;
  fileName: string;
}

export interface DemoQuestion {
  question: string;
  question_in_hindi?: string;
  options: string[];
  options_hindi?: string[];
  correct_answer: string;
  correct_answer_hindi?: string;
  answer_explanation_in_english?: string;
  answer_explaination_in_english?: string;
  answer_explanation_in_hindi?: string;
  question_image?: ImageRef | null;
  answer_image?: ImageRef | null;
  video_link?: PrivateFile | null;
  youtube_video?: string;
  question_pdf_images?: ImageRef[];
}

export interface DemoQuiz {
  _id: string;
  name: string;
  description?: string;
  division: string;
  subject?: string;
  quiz_pdf?: PrivateFile | null;
  quiz_pdf_hindi?: PrivateFile | null;
  quiz_video?: PrivateFile | null;
  quiz_pdf_images?: ImageRef[];
  quiz_pdf_images_hindi?: ImageRef[];
  questions: DemoQuestion[];
}

/** The language the questions are shown in (the interface language is separate). */
export type QuizLanguage = 'en' | 'hi';

/** Per-question result value (spec section 3): 1 correct, 0 wrong, -1 unattempted. */
export type QuestionResult = 1 | 0 | -1;
