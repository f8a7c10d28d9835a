import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { toAdminRecord } from '../../quiz-views';
import { asObject, perQuizResource } from '../../http/quiz-admin.routes';
import { CreateQuizCommand } from './create-quiz.command';
import type { CreateQuizRequestDto } from './create-quiz.request.dto';

export const CreateQuizControllers = perQuizResource('CreateQuiz', (path, kind) => {
  @ApiTags('admin')
  @ApiBearerAuth()
  @Roles('admin', 'editor')
  @Controller(path)
  class CreateQuizController {
    constructor(readonly commands: CommandBus) {}

    @Post()
    @ApiOperation({ summary: 'Create (unpublished unless published: true); 400 names the broken field' })
    async create(@Body() body: CreateQuizRequestDto, @CurrentUser() user: AuthUser) {
      return toAdminRecord(
        await this.commands.execute(new CreateQuizCommand(kind, asObject(body), user.userId)),
      );
    }
  }
  return CreateQuizController;
});
