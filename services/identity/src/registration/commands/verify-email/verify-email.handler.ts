import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, invalid, notFound } from '@exam/common';
import { UserVerified } from '@exam/contracts';
import { checkOneTimeCode } from '../../../users/one-time-code';
import { otpSecret } from '../../../users/otp-secret';
import { UsersRepository } from '../../../users/persistence/users.repository';
import { VerifyEmailCommand } from './verify-email.command';

export const VERIFIED_MESSAGE = 'User Verified Successfully';

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email, otp }: VerifyEmailCommand) {
    const user = await this.users.findByEmail(email);
    if (!user) throw notFound('Email not found. Please register again.');
    if (user.verified) return { message: 'Your email is already verified. Please login.' };

    const verdict = await checkOneTimeCode(this.users, user, 'verify-email', otp, otpSecret(this.config));
    switch (verdict.kind) {
      case 'missing':
        throw invalid('No verification code is pending. Please register again.');
      case 'locked':
        throw invalid('Too many wrong codes. Please register again to get a new code.');
      case 'expired':
        throw invalid('Verification time expired. Please register again.');
      case 'wrong':
        throw invalid(
          verdict.triesLeft > 0
            ? `Invalid OTP. Please try again. ${verdict.triesLeft} attempt(s) left.`
            : 'Invalid OTP. No attempts left: please register again to get a new code.',
        );
      case 'valid': {
        const event = UserVerified.create(user.id, { userId: user.id }, { actorId: user.id });
        // Conditional on the same code, so two concurrent verifications raise one UserVerified.
        const done = await this.users.change(
          user,
          {
            expect: { verified: false },
            expectPaths: [{ path: 'otp.codeHash', value: verdict.codeHash }],
            set: { verified: true, otp: null },
          },
          [event],
        );
        return { message: done ? VERIFIED_MESSAGE : 'Your email is already verified. Please login.' };
      }
    }
  }
}
