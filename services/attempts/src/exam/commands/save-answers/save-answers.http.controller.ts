import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { answerSchema } from '@exam/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { ArrivedAt } from '@exam/common';
import type { SaveItem } from '../../domain/responses';
import { examQuizId } from '../../http/exam-http';
import { SaveAnswersCommand } from './save-answers.command';
import { SaveAnswersRequestDto } from './save-answers.request.dto';

@ApiTags('exams')
@ApiBearerAuth()
@Controller('exams')
export class SaveAnswersController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':quizId/answers')
  @HttpCode(200)
  @ApiOperation({
    summary: "Save a device's responses: batched, idempotent (by the device's seq) and applied in order",
    description:
      'A response counts once saved (Save & Next, Mark for Review & Next). A batch sent again changes nothing; ' +
      'saves reaching the server after the deadline are refused (409, reason deadline_passed) and not counted; ' +
      'saves of a question whose timed section is closed or not open yet are listed in `refused`.',
  })
  @ApiOkResponse({
    schema: answerSchema({
      saved: { type: 'integer', example: 12 },
      refused: {
        type: 'array',
        items: answerSchema({
          seq: { type: 'integer' },
          question: { type: 'integer' },
          message: { type: 'string' },
        }),
      },
      serverNow: { type: 'string', format: 'date-time' },
      deadline: { type: 'string', format: 'date-time' },
    }),
  })
  @ApiConflictResponse({
    description: "Submitted already (reason 'submitted') or after the deadline ('deadline_passed')",
  })
  save(
    @Param('quizId') quizId: string,
    @Body() body: SaveAnswersRequestDto,
    @CurrentUser() caller: AuthUser,
    @ArrivedAt() arrivedAt: Date,
  ) {
    return this.commands.execute(
      new SaveAnswersCommand(
        caller.userId,
        examQuizId(quizId),
        body.deviceId,
        body.saves as SaveItem[],
        arrivedAt,
      ),
    );
  }
}
