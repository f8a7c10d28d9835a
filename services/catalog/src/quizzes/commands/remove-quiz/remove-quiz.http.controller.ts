import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { toAdminRecord } from '../../quiz-views';
import { perQuizResource } from '../../http/quiz-admin.routes';
import { RemoveQuizCommand } from './remove-quiz.command';

export const RemoveQuizControllers = perQuizResource('RemoveQuiz', (path, kind) => {
  @ApiTags('admin')
  @ApiBearerAuth()
  @Roles('admin', 'editor')
  @Controller(path)
  class RemoveQuizController {
    constructor(readonly commands: CommandBus) {}

    @Delete(':id')
    async remove(@Param('id') id: string, @CurrentUser() user: AuthUser) {
      return toAdminRecord(await this.commands.execute(new RemoveQuizCommand(kind, id, user.userId)));
    }
  }
  return RemoveQuizController;
});
