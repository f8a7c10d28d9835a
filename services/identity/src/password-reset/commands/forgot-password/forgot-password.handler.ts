import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, DomainError, notFound, unavailable } from '@exam/common';
import { resetMailDecision } from '../../../sessions/domain/login-throttle';
import { generateOtpCode, issueOtp } from '../../../users/domain/otp';
import { MAILER, type Mailer } from '../../../mail/mailer.port';
import { passwordResetMail } from '../../../mail/mail-templates';
import { otpSecret } from '../../../users/otp-secret';
import { UsersRepository } from '../../../users/persistence/users.repository';
import { ForgotPasswordCommand } from './forgot-password.command';

export const EMAIL_NOT_FOUND_MESSAGE = 'Email not found in our database';

@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand> {
  constructor(
    private readonly users: UsersRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email }: ForgotPasswordCommand) {
    const user = await this.users.findByEmail(email);
    if (!user) throw notFound(EMAIL_NOT_FOUND_MESSAGE);
    const now = new Date();
    // A few mails an hour per address, whichever client asks: the inbox is not a target to flood.
    const mails = resetMailDecision(user.resetMailsSent, now);
    if (!mails.allowed)
      throw new DomainError(
        'too-many',
        `Too many reset mails for this address. Please try again in ${mails.retryInMinutes} minutes.`,
      );
    const code = generateOtpCode();
    await this.users.update(
      { _id: user._id },
      {
        $set: {
          otp: issueOtp('reset-password', code, otpSecret(this.config), now),
          resetMailsSent: mails.keep,
        },
      },
    );
    try {
      await this.mailer.send(passwordResetMail(user.email, user.name, code));
    } catch {
      throw unavailable('We could not send the reset mail. Please try again.');
    }
    return { message: 'OTP Sent Successfully' };
  }
}
