import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { answerSchema } from '@exam/common';
import { BOOKMARKS_VIEW } from '../../notebook/http/learning.answer-schemas';
import { QuestionRefDto, SubjectChapterDto } from '../../notebook/http/learning.request.dto';
import { ChangeBookmarkCommand } from '../commands/change-bookmark/change-bookmark.command';
import { GetBookmarksQuery } from '../queries/get-bookmarks/get-bookmarks.query';

const BOOKMARKED = { schema: answerSchema({ bookmarked: { type: 'boolean' } }) };

/** Bookmarks: kept on the server, so they follow the learner to every device. */
@ApiTags('learning')
@ApiBearerAuth()
@Controller('learning/bookmarks')
export class BookmarksController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: "The learner's bookmarks, with the subject and chapter filters" })
  @ApiOkResponse({ schema: BOOKMARKS_VIEW })
  list(@Query() q: SubjectChapterDto, @CurrentUser() caller: AuthUser) {
    return this.queries.execute(
      new GetBookmarksQuery(caller.userId, q.subject || undefined, q.chapter || undefined),
    );
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Bookmark a question' })
  @ApiOkResponse(BOOKMARKED)
  add(@Body() body: QuestionRefDto, @CurrentUser() caller: AuthUser) {
    return this.commands.execute(new ChangeBookmarkCommand('add', caller.userId, body.quizId, body.index));
  }

  @Delete(':quizId/:index')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove a bookmark' })
  @ApiOkResponse(BOOKMARKED)
  remove(@Param() p: QuestionRefDto, @CurrentUser() caller: AuthUser) {
    return this.commands.execute(new ChangeBookmarkCommand('remove', caller.userId, p.quizId, p.index));
  }
}
