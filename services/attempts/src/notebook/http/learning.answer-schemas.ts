import { answerSchema, namedSchema } from '@exam/common';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { CONFIDENCE_TAGS, QUIZ_KINDS } from '@exam/contracts';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const strings = { type: 'array', items: str } as const;
const kind: SchemaObject = { type: 'string', enum: [...QUIZ_KINDS] };

/** Where a practice question comes from: the fields every notebook, practice and bookmark row carries. */
const QUESTION_PLACE = { quizId: str, kind, quizName: str, subject: str, chapter: str, index: int };

/** One question of My Mistakes (NotebookEntryView). */
export const NOTEBOOK_ENTRY = namedSchema(
  'NotebookEntry',
  answerSchema({
    ...QUESTION_PLACE,
    option: { type: 'integer', nullable: true },
    confidence: { type: 'string', enum: [...CONFIDENCE_TAGS], nullable: true },
    reason: { type: 'string', enum: ['wrong', 'guess', 'added'] },
    source: { type: 'string', enum: ['quiz', 'exam', 'added'] },
    addedAt: { type: 'string', format: 'date-time' },
    due: { type: 'string', format: 'date-time' },
    dueToday: { type: 'boolean' },
    reviews: int,
  }),
);

export const MISTAKES_PAGE = namedSchema(
  'MistakesPage',
  answerSchema({
    entries: { type: 'array', items: NOTEBOOK_ENTRY },
    groups: {
      type: 'array',
      items: answerSchema({ subject: str, chapter: str, count: int, due: int }),
    },
    subjects: strings,
    chapters: strings,
    total: int,
    page: int,
    pageSize: int,
    totalPages: int,
  }),
);

export const NOTEBOOK_SUMMARY = namedSchema(
  'NotebookSummary',
  answerSchema({ total: int, dueToday: int, streak: int, reviewedToday: { type: 'boolean' } }),
);

/** A practice question: a notebook entry, or (with chapters given) a question of a recent quiz of them. */
export const PRACTICE_ENTRY = namedSchema(
  'PracticeEntry',
  answerSchema({ ...QUESTION_PLACE, inNotebook: { type: 'boolean' } }),
);

export const BOOKMARK = namedSchema(
  'Bookmark',
  answerSchema({ ...QUESTION_PLACE, addedAt: { type: 'integer', description: 'Epoch milliseconds' } }),
);

export const BOOKMARKS_VIEW = namedSchema(
  'BookmarksView',
  answerSchema({ bookmarks: { type: 'array', items: BOOKMARK }, subjects: strings, chapters: strings }),
);

/** What adding a question to My Mistakes, or taking it out, answers. */
export const NOTEBOOK_CHANGED = answerSchema({ ok: { type: 'boolean', enum: [true] } });
