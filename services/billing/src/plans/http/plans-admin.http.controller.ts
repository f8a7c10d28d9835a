import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  Get,
  NotFoundException,
  Param,
  Patch,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@exam/auth';
import { parseListQuery, setListHeaders } from '@exam/common';
import { PlansRepository } from '../persistence/plans.repository';
import { toPlanView } from '../plan.view';
import { UpdatePlanRequestDto } from './update-plan.request.dto';

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
  constructor(private readonly plans: PlansRepository) {}

  @Get()
  @ApiOperation({ summary: 'List plans; filter division' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { skip, limit, sort, filter } = parseListQuery(query, Object.keys(SORTS), ['position', 'ASC']);
    const [field, dir] = Object.entries(sort)[0];
    const all = (await this.plans.all())
      .filter((p) => typeof filter.division !== 'string' || p.division === filter.division)
      .sort((a, b) => {
        const [x, y] = [a[field as 'name'], b[field as 'name']];
        return x < y ? -dir : x > y ? dir : 0;
      });
    const page = all.slice(skip, skip + limit);
    setListHeaders(res, 'plans', skip, page.length, all.length);
    return page.map(toPlanView);
  }

  @Get(':id')
  async one(@Param('id') id: string) {
    const plan = await this.plans.findById(id);
    if (!plan) throw new NotFoundException('Plan not found');
    return toPlanView(plan);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Update a plan (react-admin sends the whole record; read-only fields are ignored)',
  })
  replace(@Param('id') id: string, @Body() body: UpdatePlanRequestDto) {
    return this.update(id, body);
  }

  @Patch(':id')
  async update(@Param('id') id: string, @Body() body: UpdatePlanRequestDto) {
    const plan = await this.plans.findById(id);
    if (!plan) throw new NotFoundException('Plan not found');
    if (body.plan_id !== undefined && body.plan_id !== plan.providerPlanId) {
      // Two plans on one provider plan: one could not be bought, and the provider would charge the
      // other's price for the access this one grants (issue 35).
      const other = (await this.plans.all()).find((p) => p._id !== id && p.providerPlanId === body.plan_id);
      if (other)
        throw new ConflictException(
          `The provider plan ${body.plan_id} already belongs to the ${other.name} plan.`,
        );
    }
    const price = body.price ?? plan.price;
    const listPrice = body.listPrice === undefined ? (plan.listPrice ?? null) : body.listPrice;
    if (listPrice !== null && listPrice < price)
      throw new BadRequestException('listPrice must be at least the price, or null for no discount.');
    const set = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.price !== undefined ? { price } : {}),
      ...(body.listPrice !== undefined ? { listPrice } : {}),
      ...(body.total_count !== undefined ? { totalCount: body.total_count } : {}),
      ...(body.features !== undefined ? { features: body.features } : {}),
      ...(body.accessibleContent !== undefined ? { accessibleContent: body.accessibleContent } : {}),
      ...(body.plan_id !== undefined ? { providerPlanId: body.plan_id } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
    };
    const updated = await this.plans.update(id, { $set: set });
    if (!updated) throw new NotFoundException('Plan not found');
    return toPlanView(updated);
  }
}
