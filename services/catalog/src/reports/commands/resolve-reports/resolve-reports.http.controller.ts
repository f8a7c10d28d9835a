import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { RESOLVED_REPORTS } from '../../http/report-queue.answer-schemas';
import { ResolveReportsCommand } from './resolve-reports.command';
import { ResolveReportsRequestDto } from './resolve-reports.request.dto';

/** The console's Accept and Reject on a queue row of open reports. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'editor')
@Controller('admin/reports')
export class ResolveReportsController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept the open reports of a question for a reason (optional reply)' })
  @ApiOkResponse({ schema: RESOLVED_REPORTS })
  accept(@Param('id') id: string, @Body() body: ResolveReportsRequestDto, @CurrentUser() user: AuthUser) {
    return this.commands.execute(new ResolveReportsCommand(id, 'accepted', body.reply ?? '', user.userId));
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reject the open reports of a question for a reason, with a reply the learners read',
  })
  @ApiOkResponse({ schema: RESOLVED_REPORTS })
  reject(@Param('id') id: string, @Body() body: ResolveReportsRequestDto, @CurrentUser() user: AuthUser) {
    return this.commands.execute(new ResolveReportsCommand(id, 'rejected', body.reply ?? '', user.userId));
  }
}
