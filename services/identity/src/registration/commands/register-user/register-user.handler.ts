import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, conflict, invalid, unavailable } from '@exam/common';
import { REGISTRATION_DEFAULTS } from '@exam/contracts';
import { isLookalikeEmail, LOOKALIKE_EMAIL_MESSAGE } from '../../../users/domain/email-address';
import { generateOtpCode, issueOtp } from '../../../users/domain/otp';
import { registrationKey } from '../../domain/registration-rules';
import { isIndianState } from '../../../geo/persistence/india-geo';
import { MAILER, type Mailer } from '../../../mail/mailer.port';
import { verificationMail } from '../../../mail/mail-templates';
import { otpSecret } from '../../../users/otp-secret';
import { hashPassword } from '../../../users/password-hasher';
import { registrationEvents } from '../../../users/registration-events';
import { EMAIL_TAKEN_MESSAGE, UsersRepository } from '../../../users/persistence/users.repository';
import { RegisterUserCommand } from './register-user.command';

export const OTP_SENT_MESSAGE = 'OTP sent! Please check your email.';

/**
 * Creates an unverified account and mails a code. Registering again with an email that is not yet verified
 * replaces the details and sends a fresh code: that is how the spec's "please register again" recovers.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly users: UsersRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ input }: RegisterUserCommand) {
    if (isLookalikeEmail(input.email)) throw invalid(LOOKALIKE_EMAIL_MESSAGE);
    if (!isIndianState(input.state)) throw invalid('Please choose a state from the list');
    const existing = await this.users.findByEmail(input.email);
    if (existing?.verified) throw conflict(EMAIL_TAKEN_MESSAGE);

    const code = generateOtpCode();
    const profile = {
      name: input.name,
      key: registrationKey(input.name, input.classs),
      email: input.email,
      mobile: input.mobile,
      classs: input.classs,
      city: input.city,
      state: input.state,
      school: REGISTRATION_DEFAULTS.school,
      schoolcode: REGISTRATION_DEFAULTS.schoolcode,
      section: REGISTRATION_DEFAULTS.section,
      rollNumber: REGISTRATION_DEFAULTS.rollNumber,
      country: REGISTRATION_DEFAULTS.country,
      paid: REGISTRATION_DEFAULTS.paid,
      role: 'learner' as const,
    };
    const fields = {
      ...profile,
      verified: false,
      passwordHash: await hashPassword(input.password),
      otp: issueOtp('verify-email', code, otpSecret(this.config), new Date()),
      session: null,
    };
    const registered = (userId: string) => registrationEvents(userId, profile, { actorId: userId });

    if (existing) {
      const updated = await this.users.change(
        existing,
        { expect: { verified: false }, set: fields },
        registered(existing.id),
      );
      if (!updated) throw conflict(EMAIL_TAKEN_MESSAGE);
    } else {
      await this.users.create(fields, registered);
    }

    try {
      await this.mailer.send(verificationMail(input.email, input.name, code));
    } catch {
      throw unavailable('We could not send the verification mail. Please try again.');
    }
    return { message: OTP_SENT_MESSAGE, email: input.email };
  }
}
