import { BadRequestException } from '@nestjs/common';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

const QUIZ_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The quiz id of an /exams/:quizId path, or a 400 (it becomes part of document keys). */
export function examQuizId(raw: string): string {
  if (!QUIZ_ID.test(raw)) throw new BadRequestException('Invalid quiz id');
  return raw;
}

/** The session shape in the OpenAPI document. */
export const SESSION_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    sessionId: { type: 'string' },
    quizId: { type: 'string' },
    status: { type: 'string', enum: ['open', 'submitted'] },
    live: { type: 'boolean' },
    startedAt: { type: 'string', format: 'date-time' },
    deadline: { type: 'string', format: 'date-time' },
    serverNow: { type: 'string', format: 'date-time' },
    sections: { type: 'array', items: { type: 'object' } },
    questionCount: { type: 'integer' },
    responses: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          option: { type: 'integer', nullable: true },
          marked: { type: 'boolean' },
          confidence: { type: 'string', enum: ['sure', 'fifty', 'guess'] },
          visited: { type: 'boolean' },
          seconds: { type: 'number' },
        },
      },
    },
    seqs: { type: 'object', additionalProperties: { type: 'integer' } },
    submittedAt: { type: 'string', format: 'date-time', nullable: true },
    auto: { type: 'boolean' },
    releaseAt: { type: 'string', format: 'date-time', nullable: true },
  },
};
