import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { Public } from '@exam/auth';
import { LOGIN_ANSWER } from '../../../users/user-data.answer-schema';
import { LoginCommand } from './login.command';
import { LoginRequestDto } from './login.request.dto';

@ApiTags('users')
@Controller('users')
export class LoginController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in; 409 when a session is live in another browser, unless forceLogin' })
  @ApiOkResponse({ schema: LOGIN_ANSWER })
  login(@Body() body: LoginRequestDto) {
    return this.commands.execute(
      new LoginCommand({
        email: body.email,
        password: body.password,
        uniqueBrowserId: body.uniqueBrowserId,
        forceLogin: body.forceLogin === true,
      }),
    );
  }
}
