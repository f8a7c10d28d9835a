import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendJsonAnswer } from '@exam/common';
import { CurrentUser, Public, type AuthUser } from '@exam/auth';
import { QUIZ_DETAIL } from '../../http/quiz.answer-schemas';
import { GetQuizByIdQuery } from './get-quiz-by-id.query';
import { QuizIdRequestDto } from './get-quiz-by-id.request.dto';

@ApiTags('quizzes')
@Controller()
export class GetQuizByIdController {
  constructor(private readonly queries: QueryBus) {}

  @ApiBearerAuth()
  @Post('quizs/getquizbyid')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "A quiz with its questions, when the caller may open it; else 403 {message, reason: 'premium' | 'old_quiz_restricted'}",
  })
  @ApiOkResponse({ schema: QUIZ_DETAIL })
  async quiz(
    @Body() body: QuizIdRequestDto,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    await this.answer(req, res, new GetQuizByIdQuery('quiz', body.quizid, 'learner', user));
  }

  @Public()
  @Post('quizs/getDemoQuizbyId')
  @HttpCode(200)
  @ApiOperation({ summary: 'A free exploratory quiz with its questions, for anyone (the landing demo)' })
  @ApiOkResponse({ description: 'The demo quiz with its questions', schema: QUIZ_DETAIL })
  @ApiForbiddenResponse({ description: "Not a free demo quiz: {message, reason: 'premium'}" })
  async demo(
    @Body() body: QuizIdRequestDto,
    @CurrentUser() user: AuthUser | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    await this.answer(req, res, new GetQuizByIdQuery('quiz', body.quizid, 'demo', user));
  }

  @ApiBearerAuth()
  @Post('KyebyeQuiz/getKyebyeQuizById')
  @HttpCode(200)
  @ApiOperation({ summary: 'A Kye Bye quiz with its questions, when the caller may open it' })
  @ApiOkResponse({ schema: QUIZ_DETAIL })
  async kyebye(
    @Body() body: QuizIdRequestDto,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    await this.answer(req, res, new GetQuizByIdQuery('kyebye', body.quizid, 'learner', user));
  }

  /** Runs the query and sends its answer with the shared ETag/304 and gzip handling. */
  private async answer(req: Request, res: Response, query: GetQuizByIdQuery): Promise<void> {
    await sendJsonAnswer(req, res, await this.queries.execute(query));
  }
}
