import { answerSchema, namedSchema } from '@exam/common';

const str = { type: 'string' } as const;
const strings = { type: 'array', items: str } as const;
const int = { type: 'integer' } as const;

/** An image (media-links' ImageRef): a URL, or the platform's object with its size and WebP copies. */
const IMAGE_REF = namedSchema('ImageRef', {
  oneOf: [
    str,
    answerSchema(
      {
        url: str,
        storageType: str,
        width: { type: 'number' },
        height: { type: 'number' },
        variants: { type: 'array', items: answerSchema({ url: str, width: { type: 'number' } }) },
      },
      ['storageType', 'width', 'height', 'variants'],
    ),
  ],
});
const imageOrNull = { allOf: [IMAGE_REF], nullable: true };
const images = { type: 'array', items: IMAGE_REF } as const;

/** A private file: handed out only as a signed, expiring URL (getSignedUrl). */
const PRIVATE_FILE = namedSchema(
  'PrivateFile',
  answerSchema({ bucketName: str, fileName: str, storageType: str }, ['storageType']),
);
const fileOrNull = { allOf: [PRIVATE_FILE], nullable: true };

/** A list card (toListItem), without questions. */
const LIST_ITEM = {
  _id: str,
  name: str,
  description: str,
  difficulty: { type: 'string', description: 'The category: Free Exploratory Quiz, Premium Quiz, …' },
  subject: str,
  chapter: str,
  division: str,
  classs: str,
  createdAt: { type: 'string', format: 'date-time' },
  accessible: strings,
  questionsLength: int,
  quiz_image: imageOrNull,
  marksPerCorrect: { type: 'number', description: 'Marks for a right answer' },
  negativeMarks: { type: 'number', description: 'Marks taken off for a wrong answer' },
  mode: { type: 'string', enum: ['practice', 'exam'] },
  durationMinutes: { type: 'number', description: "An exam's minutes (one a question when not set)" },
  sections: {
    type: 'array',
    items: answerSchema({ name: str, from: int, to: int, minutes: int }, ['minutes']),
  },
  liveWindow: {
    ...answerSchema({
      opensAt: { type: 'string', format: 'date-time' },
      closesAt: { type: 'string', format: 'date-time' },
    }),
    nullable: true,
    description: 'A live mock: sat by everyone between these times, ranked at the close',
  },
};

/** A list card; `canOpen` and `lockReason` (the server's access answer) come with a token only. */
export const QUIZ_SUMMARY = namedSchema(
  'QuizSummary',
  answerSchema(
    {
      ...LIST_ITEM,
      canOpen: { type: 'boolean' },
      lockReason: { type: 'string', enum: ['premium', 'old_quiz_restricted'], nullable: true },
    },
    ['canOpen', 'lockReason'],
  ),
);

const QUESTION = namedSchema(
  'Question',
  answerSchema({
    question: str,
    question_in_hindi: str,
    options: strings,
    options_hindi: strings,
    correct_answer: str,
    correct_answer_hindi: str,
    answer_explanation_in_english: str,
    answer_explaination_in_english: { type: 'string', description: 'The same, as the spec misspells it' },
    answer_explanation_in_hindi: str,
    question_image: imageOrNull,
    answer_image: imageOrNull,
    video_link: fileOrNull,
    youtube_video: str,
    question_pdf: fileOrNull,
    question_pdf_images: images,
  }),
);

/** The whole quiz (toQuizDetail), or an exam's paper without its key (toExamPaper: keyReleased false). */
export const QUIZ_DETAIL = namedSchema(
  'QuizDetail',
  answerSchema(
    {
      ...LIST_ITEM,
      quiz_pdf: fileOrNull,
      quiz_pdf_hindi: fileOrNull,
      quiz_video: fileOrNull,
      quiz_pdf_images: images,
      quiz_pdf_images_hindi: images,
      questions: { type: 'array', items: QUESTION },
      keyReleased: { type: 'boolean', enum: [false], description: "An exam's paper served without its key" },
    },
    ['keyReleased'],
  ),
);

export const QUIZ_LIST = namedSchema(
  'QuizList',
  answerSchema({ quizzes: { type: 'array', items: QUIZ_SUMMARY } }),
);

export const QUIZ_PAGE = namedSchema(
  'QuizPage',
  answerSchema({
    quizzes: { type: 'array', items: QUIZ_SUMMARY },
    total: int,
    page: int,
    pageSize: int,
    totalPages: int,
    subjects: { ...strings, description: 'The subjects the list offers' },
  }),
);
