import { answerSchema, namedSchema } from '@exam/common';

const str = { type: 'string' } as const;
const figures = {
  seen: { type: 'integer', description: 'Questions seen' },
  accuracy: {
    type: 'number',
    nullable: true,
    description: 'Right of answered, in percent (null: none answered)',
  },
  avgSeconds: {
    type: 'number',
    nullable: true,
    description: 'Seconds per question (null: no time recorded)',
  },
} as const;

const TOPIC_FIGURES = namedSchema('TopicFigures', answerSchema({ ...figures }));

/** A subject's row (no chapter) or a chapter's, with the same figures for the period before. */
const TOPIC_ROW = namedSchema(
  'TopicRow',
  answerSchema({ ...figures, subject: str, chapter: str, before: TOPIC_FIGURES }, ['chapter']),
);

const rows = { type: 'array', items: TOPIC_ROW } as const;

const TOPIC_WINDOW = namedSchema(
  'TopicWindow',
  answerSchema({ days: { type: 'integer' }, subjects: rows, chapters: rows }),
);

/** GetTopicAnalysis's answer. */
export const TOPIC_ANALYSIS = namedSchema(
  'TopicAnalysis',
  answerSchema({
    today: { type: 'string', description: 'The India day, YYYY-MM-DD' },
    windows: { type: 'array', items: TOPIC_WINDOW },
    weakest: {
      type: 'object',
      additionalProperties: rows,
      description: 'The weakest chapters, by window days',
    },
  }),
);
