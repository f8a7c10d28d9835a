import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { Public } from '@exam/auth';
import { RegisterUserCommand } from './register-user.command';
import { RegisterUserRequestDto } from './register-user.request.dto';

@ApiTags('users')
@Controller('users')
export class RegisterUserController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('register')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create an account and mail a 6-digit one-time code valid for 600 s' })
  async register(@Body() body: RegisterUserRequestDto) {
    const { name, classs, email, mobile, state, city, password } = body;
    const result = await this.commands.execute(
      new RegisterUserCommand({ name, classs, email, mobile, state, city, password }),
    );
    return { success: true, ...result };
  }
}
