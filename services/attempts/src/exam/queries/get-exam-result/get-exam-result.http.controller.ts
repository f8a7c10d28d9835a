import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { answerSchema, namedSchema } from '@exam/common';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { ATTEMPT_RESULT } from '../../../completion/http/attempt-result.answer-schema';
import { EXAM_INSIGHTS } from '../../../completion/http/result-insights.answer-schema';
import { examQuizId } from '../../http/exam-http';
import { GetExamResultQuery } from './get-exam-result.query';

const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const nullableNum = { type: 'number', nullable: true } as const;

const SECTION_RESULT = namedSchema(
  'ExamSectionResult',
  answerSchema({
    name: { type: 'string' },
    attempted: int,
    correct: int,
    wrong: int,
    score: num,
    accuracy: { type: 'number', description: 'Correct of attempted, in percent (0 when none attempted)' },
    seconds: num,
  }),
);

const QUESTION_RESULT = namedSchema(
  'ExamQuestionResult',
  answerSchema(
    {
      option: { type: 'integer', nullable: true },
      correctOption: { type: 'integer', description: 'Index in the English options' },
      status: { type: 'integer', enum: [1, 0, -1] },
      dropped: { type: 'boolean', description: "Dropped by a live mock's final key" },
      marked: { type: 'boolean' },
      confidence: { type: 'string', enum: ['sure', 'fifty', 'guess'] },
      seconds: num,
      averageSeconds: num,
      shareRight: { type: 'number', description: 'Candidates who got it right, in percent' },
    },
    ['confidence'],
  ),
);

/** The submission's facts always; the rest once the result is released (a live mock's at its close). */
const RELEASED = {
  result: ATTEMPT_RESULT,
  marksPerCorrect: num,
  negativeMarks: num,
  maxScore: num,
  sections: { type: 'array', items: SECTION_RESULT },
  finalKeyPublishedAt: { type: 'string', format: 'date-time', nullable: true },
  bonus: { type: 'array', items: int, description: 'Dropped questions this candidate attempted (0-based)' },
  rank: { ...answerSchema({ rank: int, candidates: int, percentile: num }), nullable: true },
  topScore: nullableNum,
  averageScore: nullableNum,
  leaderboard: {
    type: 'array',
    items: answerSchema({ rank: int, displayName: { type: 'string' }, score: num, you: { type: 'boolean' } }),
  },
  questions: { type: 'array', items: QUESTION_RESULT },
  insights: EXAM_INSIGHTS,
} as const;

const EXAM_RESULT = namedSchema(
  'ExamResult',
  answerSchema(
    {
      quizId: { type: 'string' },
      quizName: { type: 'string' },
      live: { type: 'boolean' },
      auto: { type: 'boolean' },
      submittedAt: { type: 'string', format: 'date-time' },
      released: { type: 'boolean' },
      releaseAt: { type: 'string', format: 'date-time', nullable: true },
      ...RELEASED,
    },
    Object.keys(RELEASED),
  ),
);

@ApiTags('exams')
@ApiBearerAuth()
@Controller('exams')
export class GetExamResultController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':quizId/result')
  @ApiOperation({
    summary:
      "The learner's exam result: score with negative marks, sections, rank 'N of M', percentile, topper, average, top 10, per question",
    description:
      'For a live mock, `released` is false until its window closes (then `releaseAt` says when), and nothing but ' +
      'the submission is told. `rank` is null for a moment after submitting, until the standings include it. ' +
      'The leaderboard shows display names only.',
  })
  @ApiOkResponse({ schema: EXAM_RESULT })
  @ApiNotFoundResponse({ description: 'The learner has not sat this exam.' })
  @ApiConflictResponse({ description: "The session is still open (reason 'open')." })
  get(@Param('quizId') quizId: string, @CurrentUser() caller: AuthUser) {
    return this.queries.execute(new GetExamResultQuery(caller.userId, examQuizId(quizId)));
  }
}
