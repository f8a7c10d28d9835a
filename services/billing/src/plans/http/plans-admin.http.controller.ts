import { Body, Controller, Get, Param, Patch, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@exam/auth';
import { parseListQuery, setListHeaders } from '@exam/common';
import { UpdatePlanCommand } from '../commands/update-plan/update-plan.command';
import { UpdatePlanRequestDto } from '../commands/update-plan/update-plan.request.dto';
import { GetPlanQuery } from '../queries/get-plan/get-plan.query';
import { ListAllPlansQuery } from '../queries/list-all-plans/list-all-plans.query';

const SORTS: Record<string, string> = { position: 'position', name: 'name', price: 'price' };

/**
 * The admin console's plans resource (react-admin simple REST: list, show, update). Prices here are what
 * the cards show and the local checkout charges; with Razorpay, the provider plan's amount must match.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/plans')
export class PlansAdminController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List plans; filter division' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const page = parseListQuery(query, Object.keys(SORTS), ['position', 'ASC']);
    const { rows, total } = await this.queries.execute(new ListAllPlansQuery(page));
    setListHeaders(res, 'plans', page.skip, rows.length, total);
    return rows;
  }

  @Get(':id')
  one(@Param('id') id: string) {
    return this.queries.execute(new GetPlanQuery(id));
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Update a plan (react-admin sends the whole record; read-only fields are ignored)',
  })
  replace(@Param('id') id: string, @Body() body: UpdatePlanRequestDto) {
    return this.update(id, body);
  }

  @Patch(':id')
  update(@Param('id') id: string, @Body() body: UpdatePlanRequestDto) {
    return this.commands.execute(new UpdatePlanCommand(id, body));
  }
}
