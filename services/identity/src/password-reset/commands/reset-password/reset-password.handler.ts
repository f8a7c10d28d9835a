import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, invalid, notFound } from '@exam/common';
import { UserLoggedOut } from '@exam/contracts';
import { checkOneTimeCode } from '../../../users/one-time-code';
import { otpSecret } from '../../../users/otp-secret';
import { hashPassword } from '../../../users/password-hasher';
import { UsersRepository } from '../../../users/persistence/users.repository';
import { EMAIL_NOT_FOUND_MESSAGE } from '../forgot-password/forgot-password.handler';
import { ResetPasswordCommand } from './reset-password.command';

export const INVALID_OTP_MESSAGE = 'Invalid OTP';
export const TOO_MANY_CODES_MESSAGE = 'Too many wrong codes. Please request a new OTP.';

/** A new password also ends any live session: whoever knew the old one is logged out. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email, otp, newPassword }: ResetPasswordCommand) {
    const user = await this.users.findByEmail(email);
    if (!user) throw notFound(EMAIL_NOT_FOUND_MESSAGE);
    const verdict = await checkOneTimeCode(this.users, user, 'reset-password', otp, otpSecret(this.config));
    switch (verdict.kind) {
      case 'missing':
      case 'wrong':
        throw invalid(INVALID_OTP_MESSAGE);
      case 'locked':
        throw invalid(TOO_MANY_CODES_MESSAGE);
      case 'expired':
        throw invalid('OTP expired. Please request a new one.');
      case 'valid': {
        const events = user.session
          ? [
              UserLoggedOut.create(
                user.id,
                { userId: user.id, sessionId: user.session.sessionId },
                { actorId: user.id },
              ),
            ]
          : [];
        const done = await this.users.change(
          user,
          {
            expectPaths: [{ path: 'otp.codeHash', value: verdict.codeHash }],
            set: {
              passwordHash: await hashPassword(newPassword),
              otp: null,
              session: null,
              loginFailures: null,
            },
          },
          events,
        );
        if (!done) throw invalid(INVALID_OTP_MESSAGE);
        return { message: 'Password Changed Successfully' };
      }
    }
  }
}
