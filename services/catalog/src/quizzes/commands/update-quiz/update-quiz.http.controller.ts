import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { toAdminRecord } from '../../quiz-views';
import { asObject, perQuizResource } from '../../http/quiz-admin.routes';
import { UpdateQuizCommand } from './update-quiz.command';
import { expectedRevOf, type UpdateQuizRequestDto } from './update-quiz.request.dto';

export const UpdateQuizControllers = perQuizResource('UpdateQuiz', (path, kind) => {
  @ApiTags('admin')
  @ApiBearerAuth()
  @Roles('admin', 'editor')
  @Controller(path)
  class UpdateQuizController {
    constructor(readonly commands: CommandBus) {}

    @Put(':id')
    @ApiOperation({ summary: 'Save; 409 when the quiz changed after the editor loaded revision `rev`' })
    async update(@Param('id') id: string, @Body() body: UpdateQuizRequestDto, @CurrentUser() user: AuthUser) {
      const fields = asObject(body);
      return toAdminRecord(
        await this.commands.execute(
          new UpdateQuizCommand(kind, id, fields, expectedRevOf(fields.rev), user.userId),
        ),
      );
    }
  }
  return UpdateQuizController;
});
