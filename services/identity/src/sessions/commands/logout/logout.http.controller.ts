import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { assertSelfOrAdmin, CurrentUser, type AuthUser } from '@exam/auth';
import { LogoutCommand } from './logout.command';

export class LogoutRequestDto {
  @ApiProperty({ description: 'The user id' })
  @IsString()
  @IsNotEmpty()
  _id!: string;
}

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class LogoutController {
  constructor(private readonly commands: CommandBus) {}

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: "End the caller's session" })
  logout(@Body() body: LogoutRequestDto, @CurrentUser() user: AuthUser) {
    assertSelfOrAdmin(user, body._id, 'You can only log out your own account.');
    return this.commands.execute(new LogoutCommand(body._id, user.userId === body._id ? user.sessionId : ''));
  }
}
