import {
  Body,
  Controller,
  Get,
  NotFoundException,
  Param,
  Patch,
  Query,
  Res,
  BadRequestException,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import type { Response } from 'express';
import { isValidObjectId } from 'mongoose';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { escapeRegex, parseListQuery, setListHeaders } from '@exam/common';
import { ROLES, UserLoggedOut, UserProfileUpdated, type Role } from '@exam/contracts';
import { flaggedEmails } from './email-flags';
import { LearnerProfileProjector } from '../profile/projections/learner-profile.projector';
import { toUserProfileView } from '../profile/queries/get-user-by-id/user-profile.view';
import { UsersRepository } from '../users/persistence/users.repository';

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
    private readonly profiles: LearnerProfileProjector,
    private readonly users: UsersRepository,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'List learner profiles; filter q (name, email or phone), role, flagged (emails that read as another account or carry lookalike characters); each row has emailFlag',
  })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { skip, limit, sort, filter } = parseListQuery(query, ['name', 'email', 'role'], ['name', 'ASC']);
    const flags = await flaggedEmails(this.profiles.profiles());
    const where: Record<string, unknown> = { email: { $ne: '' } };
    if (filter.flagged === true) where._id = { $in: [...flags.keys()] };
    if (typeof filter.q === 'string' && filter.q.trim()) {
      const rx = new RegExp(escapeRegex(filter.q.trim()), 'i');
      where.$or = [{ name: rx }, { email: rx }, { mobile: rx }];
    }
    if (typeof filter.role === 'string') where.role = filter.role;
    const [rows, total] = await Promise.all([
      this.profiles.profiles().find(where).sort(sort).skip(skip).limit(limit).toArray(),
      this.profiles.profiles().countDocuments(where),
    ]);
    setListHeaders(res, 'users', skip, rows.length, total);
    return rows.map((p) => ({ id: p._id, ...toUserProfileView(p), emailFlag: flags.get(p._id) ?? null }));
  }

  @Get(':id')
  async one(@Param('id') id: string) {
    const profile = await this.profiles.profiles().findOne({ _id: id });
    if (!profile) throw new NotFoundException('User not found');
    const flags = await flaggedEmails(this.profiles.profiles());
    return { id, ...toUserProfileView(profile), emailFlag: flags.get(id) ?? null };
  }

  @Patch(':id')
  @ApiOperation({
    summary:
      "Change a user's role (learner, editor, admin) or disable the account; counts from their next call",
  })
  async update(@Param('id') id: string, @Body() body: UpdateUserRequestDto, @CurrentUser() admin: AuthUser) {
    if (!isValidObjectId(id)) throw new BadRequestException('Invalid user id');
    if (body.role === undefined && body.disabled === undefined)
      throw new BadRequestException('Give a role or disabled to change.');
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException('User not found');
    const self = user.id === admin.userId;
    if (self && body.role !== undefined && body.role !== 'admin')
      throw new BadRequestException('You cannot remove your own admin role.');
    if (self && body.disabled) throw new BadRequestException('You cannot disable your own account.');
    const role = body.role ?? user.role;
    const disabled = body.disabled ?? user.disabled === true;
    const events = [];
    if (role !== user.role)
      events.push(
        UserProfileUpdated.create(
          id,
          { userId: id, schoolcode: user.schoolcode, className: user.classs, section: user.section, role },
          { actorId: admin.userId },
        ),
      );
    // Disabling ends the live session too, so services that follow identity's events refuse it as well.
    if (disabled && user.session)
      events.push(
        UserLoggedOut.create(
          id,
          { userId: id, sessionId: user.session.sessionId },
          { actorId: admin.userId },
        ),
      );
    await this.users.change(
      user,
      { set: { role, disabled, ...(disabled ? { session: null } : {}) } },
      events,
    );
    return { id, role, disabled };
  }
}
