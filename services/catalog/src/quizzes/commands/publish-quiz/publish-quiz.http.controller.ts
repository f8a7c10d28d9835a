import { Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { toAdminRecord } from '../../quiz-views';
import { perQuizResource } from '../../http/quiz-admin.routes';
import { PublishQuizCommand } from './publish-quiz.command';

export const PublishQuizControllers = perQuizResource('PublishQuiz', (path, kind) => {
  @ApiTags('admin')
  @ApiBearerAuth()
  @Roles('admin', 'editor')
  @Controller(path)
  class PublishQuizController {
    constructor(readonly commands: CommandBus) {}

    @Post(':id/publish')
    async publish(@Param('id') id: string, @CurrentUser() user: AuthUser) {
      return toAdminRecord(await this.commands.execute(new PublishQuizCommand(kind, id, true, user.userId)));
    }

    @Post(':id/unpublish')
    async unpublish(@Param('id') id: string, @CurrentUser() user: AuthUser) {
      return toAdminRecord(await this.commands.execute(new PublishQuizCommand(kind, id, false, user.userId)));
    }
  }
  return PublishQuizController;
});
