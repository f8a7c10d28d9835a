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
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { Response } from 'express';
import { isValidObjectId } from 'mongoose';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { escapeRegex, parseListQuery, setListHeaders } from '@exam/common';
import { ROLES, UserProfileUpdated, type Role } from '@exam/contracts';
import { LearnerProfileProjector } from '../profile/projections/learner-profile.projector';
import { toUserProfileView } from '../profile/queries/get-user-by-id/user-profile.view';
import { UsersRepository } from '../users/persistence/users.repository';

export class ChangeRoleRequestDto {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role!: Role;
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
  @ApiOperation({ summary: 'List learner profiles; filter q (name, email or phone), role' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { skip, limit, sort, filter } = parseListQuery(query, ['name', 'email', 'role'], ['name', 'ASC']);
    const where: Record<string, unknown> = { email: { $ne: '' } };
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
    return rows.map((p) => ({ id: p._id, ...toUserProfileView(p) }));
  }

  @Get(':id')
  async one(@Param('id') id: string) {
    const profile = await this.profiles.profiles().findOne({ _id: id });
    if (!profile) throw new NotFoundException('User not found');
    return { id, ...toUserProfileView(profile) };
  }

  @Patch(':id')
  @ApiOperation({ summary: "Change a user's role (learner, editor, admin)" })
  async changeRole(
    @Param('id') id: string,
    @Body() body: ChangeRoleRequestDto,
    @CurrentUser() admin: AuthUser,
  ) {
    if (!isValidObjectId(id)) throw new BadRequestException('Invalid user id');
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException('User not found');
    if (user.id === admin.userId && body.role !== 'admin')
      throw new BadRequestException('You cannot remove your own admin role.');
    const event = UserProfileUpdated.create(
      id,
      {
        userId: id,
        schoolcode: user.schoolcode,
        classs: user.classs,
        section: user.section,
        role: body.role,
      },
      { actorId: admin.userId },
    );
    await this.users.update({ _id: user._id }, { $set: { role: body.role } }, [event]);
    return { id, role: body.role };
  }
}
