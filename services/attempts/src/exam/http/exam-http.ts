import { BadRequestException } from '@nestjs/common';
import { answerSchema, namedSchema } from '@exam/common';
import { CONFIDENCE_TAGS } from '@exam/contracts';

const QUIZ_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The quiz id of an /exams/:quizId path, or a 400 (it becomes part of document keys). */
export function examQuizId(raw: string): string {
  if (!QUIZ_ID.test(raw)) throw new BadRequestException('Invalid quiz id');
  return raw;
}

const time = { type: 'string', format: 'date-time' } as const;
const optionalTime = { ...time, nullable: true } as const;

/** The session shape in the OpenAPI document (the learner app's ExamSession). */
export const SESSION_SCHEMA = namedSchema(
  'ExamSession',
  answerSchema({
    sessionId: { type: 'string' },
    quizId: { type: 'string' },
    quizName: { type: 'string' },
    status: { type: 'string', enum: ['open', 'submitted'] },
    live: { type: 'boolean' },
    startedAt: time,
    deadline: time,
    serverNow: time,
    sections: {
      type: 'array',
      items: answerSchema({
        name: { type: 'string' },
        from: { type: 'integer' },
        to: { type: 'integer' },
        opensAt: optionalTime,
        closesAt: optionalTime,
      }),
    },
    questionCount: { type: 'integer' },
    responses: {
      type: 'array',
      items: answerSchema(
        {
          option: { type: 'integer', nullable: true },
          marked: { type: 'boolean' },
          confidence: { type: 'string', enum: [...CONFIDENCE_TAGS] },
          visited: { type: 'boolean' },
          seconds: { type: 'number' },
        },
        ['confidence'],
      ),
    },
    seqs: { type: 'object', additionalProperties: { type: 'integer' } },
    submittedAt: optionalTime,
    auto: { type: 'boolean' },
    releaseAt: optionalTime,
  }),
);
