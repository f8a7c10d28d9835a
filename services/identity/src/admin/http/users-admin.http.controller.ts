import { Body, Controller, Get, Param, Patch, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { parseListQuery, setListHeaders } from '@exam/common';
import { ROLES, type Role } from '@exam/contracts';
import { UpdateUserCommand } from '../commands/update-user/update-user.command';
import { GetUserQuery } from '../queries/get-user/get-user.query';
import { ListUsersQuery } from '../queries/list-users/list-users.query';

export class UpdateUserRequestDto {
  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role?: Role;

  @ApiPropertyOptional({ description: 'true ends the live session and refuses every login until set false' })
  @IsOptional()
  @IsBoolean({ message: 'disabled must be true or false' })
  disabled?: boolean;
}

/** The admin console's users resource (react-admin simple REST): list, show, and change a role. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/users')
export class UsersAdminController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'List learner profiles; filter q (name, email or phone), role, flagged (emails that read as another account or carry lookalike characters); each row has emailFlag',
  })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const list = parseListQuery(query, ['name', 'email', 'role'], ['name', 'ASC']);
    const { rows, total } = await this.queries.execute(new ListUsersQuery(list));
    setListHeaders(res, 'users', list.skip, rows.length, total);
    return rows;
  }

  @Get(':id')
  one(@Param('id') id: string) {
    return this.queries.execute(new GetUserQuery(id));
  }

  @Patch(':id')
  @ApiOperation({
    summary:
      "Change a user's role (learner, editor, admin) or disable the account; counts from their next call",
  })
  update(@Param('id') id: string, @Body() body: UpdateUserRequestDto, @CurrentUser() admin: AuthUser) {
    return this.commands.execute(
      new UpdateUserCommand(id, { role: body.role, disabled: body.disabled }, admin.userId),
    );
  }
}
