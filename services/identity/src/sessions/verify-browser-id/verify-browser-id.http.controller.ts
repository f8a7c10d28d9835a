import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { assertSelfOrAdmin, CurrentUser, type AuthUser } from '@exam/auth';
import { UsersRepository } from '../../users/persistence/users.repository';

export class VerifyBrowserIdRequestDto {
  @ApiProperty() @IsString() @IsNotEmpty() userId!: string;
  @ApiProperty() @IsString() @IsNotEmpty() uniqueBrowserId!: string;
}

/** A read of the user's own session; small enough to need no query class. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class VerifyBrowserIdController {
  constructor(private readonly users: UsersRepository) {}

  @Post('verifyBrowserId')
  @HttpCode(200)
  @ApiOperation({ summary: "Whether this browser holds the user's live session" })
  async verify(
    @Body() body: VerifyBrowserIdRequestDto,
    @CurrentUser() caller: AuthUser,
  ): Promise<{ match: boolean }> {
    assertSelfOrAdmin(caller, body.userId);
    const user = await this.users.findById(body.userId);
    const session = user?.session;
    const match =
      !!session && session.browserId === body.uniqueBrowserId && session.expiresAt.getTime() > Date.now();
    return { match };
  }
}
