import { ConflictException, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@exam/common';
import { REGISTRATION_DEFAULTS, UserVerified } from '@exam/contracts';
import { normalizeEmail } from '../users/domain/email-address';
import { hashPassword } from '../users/password-hasher';
import { registrationEvents } from '../users/registration-events';
import { UsersRepository } from '../users/persistence/users.repository';

/** Makes sure the configured admin account exists (ADMIN_EMAIL / ADMIN_PASSWORD; defaults in development). */
@Injectable()
export class SeedAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('SeedAdmin');

  constructor(
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const email = normalizeEmail(this.config.ADMIN_EMAIL!);
    if (await this.users.findByEmail(email)) return;
    const profile = {
      name: 'Platform Admin',
      email,
      mobile: '0000000000',
      classs: 'Staff',
      city: 'New Delhi',
      state: 'Delhi',
      school: REGISTRATION_DEFAULTS.school,
      schoolcode: REGISTRATION_DEFAULTS.schoolcode,
      section: REGISTRATION_DEFAULTS.section,
      country: REGISTRATION_DEFAULTS.country,
      role: 'admin' as const,
    };
    try {
      await this.users.create(
        {
          ...profile,
          key: 'admin',
          rollNumber: '',
          paid: false,
          verified: true,
          passwordHash: await hashPassword(this.config.ADMIN_PASSWORD!),
          otp: null,
          session: null,
        },
        (userId) => [...registrationEvents(userId, profile), UserVerified.create(userId, { userId })],
      );
      this.logger.log({ msg: 'Admin account created', email });
    } catch (e) {
      // Another instance created it at the same moment: the email claim and unique index settle it.
      if (!(e instanceof ConflictException) && (e as { code?: number }).code !== 11000) throw e;
    }
  }
}
