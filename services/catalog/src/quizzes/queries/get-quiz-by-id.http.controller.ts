import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Public, type AuthUser } from '@exam/auth';
import { GetQuizByIdQuery } from './get-quiz-by-id.query';
import { QuizIdRequestDto } from './get-quiz-by-id.request.dto';

const sendJson = (res: Response, json: string) => res.type('application/json').send(json);

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
  async quiz(@Body() body: QuizIdRequestDto, @CurrentUser() user: AuthUser, @Res() res: Response) {
    sendJson(res, await this.queries.execute(new GetQuizByIdQuery('quiz', body.quizid, 'learner', user)));
  }

  @Public()
  @Post('quizs/getDemoQuizbyId')
  @HttpCode(200)
  @ApiOperation({ summary: 'A free exploratory quiz with its questions, for anyone (the landing demo)' })
  async demo(
    @Body() body: QuizIdRequestDto,
    @CurrentUser() user: AuthUser | undefined,
    @Res() res: Response,
  ) {
    sendJson(res, await this.queries.execute(new GetQuizByIdQuery('quiz', body.quizid, 'demo', user)));
  }

  @ApiBearerAuth()
  @Post('KyebyeQuiz/getKyebyeQuizById')
  @HttpCode(200)
  @ApiOperation({ summary: 'A Kye Bye quiz with its questions, when the caller may open it' })
  async kyebye(@Body() body: QuizIdRequestDto, @CurrentUser() user: AuthUser, @Res() res: Response) {
    sendJson(res, await this.queries.execute(new GetQuizByIdQuery('kyebye', body.quizid, 'learner', user)));
  }
}
