import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@exam/auth';
import { parseListQuery, setListHeaders } from '@exam/common';
import { ChapterRequestDto } from './chapter.request.dto';
import { DeleteChapterCommand } from '../commands/delete-chapter/delete-chapter.command';
import { SaveChapterCommand } from '../commands/save-chapter/save-chapter.command';
import { GetChapterQuery } from '../queries/get-chapter/get-chapter.query';
import { ListChaptersQuery } from '../queries/list-chapters/list-chapters.query';

const fieldsOf = (b: ChapterRequestDto) => ({
  chapter: b.chapter,
  subject: b.subject,
  division: b.division,
  classs: b.classs,
  order: b.order,
});

/** The admin console's chapters resource (react-admin simple REST). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'editor')
@Controller('admin/chapters')
export class ChaptersAdminController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const list = parseListQuery(query, ['chapter', 'subject', 'division', 'order'], ['order', 'ASC']);
    const { rows, total } = await this.queries.execute(new ListChaptersQuery(list));
    setListHeaders(res, 'chapters', list.skip, rows.length, total);
    return rows;
  }

  @Get(':id')
  one(@Param('id') id: string) {
    return this.queries.execute(new GetChapterQuery(id));
  }

  @Post()
  create(@Body() body: ChapterRequestDto) {
    return this.commands.execute(new SaveChapterCommand(null, fieldsOf(body)));
  }

  @Put(':id')
  update(@Param('id') id: string, @Body() body: ChapterRequestDto) {
    return this.commands.execute(new SaveChapterCommand(id, fieldsOf(body)));
  }

  @Delete(':id')
  remove(@Param('id') id: string) {
    return this.commands.execute(new DeleteChapterCommand(id));
  }
}
