import { Inject, Module, OnModuleInit, type Provider } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { getConnectionToken, getModelToken, MongooseModule } from '@nestjs/mongoose';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Connection, Model } from 'mongoose';
import { APP_CONFIG, mongoConnectionFor, nativeCollection, type AppConfig } from '@exam/common';
import { ChangeLog, changeLogProvider, oldOutboxesOf, OutboxDrain } from '@exam/messaging';
import { SeedAdmin } from './admin/seed-admin';
import { UsersAdminController } from './admin/http/users-admin.http.controller';
import { UpdateUserHandler } from './admin/commands/update-user/update-user.handler';
import { GetUserHandler } from './admin/queries/get-user/get-user.handler';
import { ListUsersHandler } from './admin/queries/list-users/list-users.handler';
import { GeoController } from './geo/http/geo.http.controller';
import { IDENTITY } from './identity.constants';
import { DevMailbox, type StoredMail } from './mail/dev-mailbox';
import { DevMailController } from './mail/http/dev-mail.http.controller';
import { MAILER } from './mail/mailer.port';
import { SmtpMailer } from './mail/smtp.mailer';
import { ForgotPasswordHandler } from './password-reset/commands/forgot-password/forgot-password.handler';
import { PasswordResetController } from './password-reset/http/password-reset.http.controller';
import { ResetPasswordHandler } from './password-reset/commands/reset-password/reset-password.handler';
import { LearnerProfileProjector } from './profile/projections/learner-profile.projector';
import { GetUserByIdHandler } from './profile/queries/get-user-by-id/get-user-by-id.handler';
import { GetUserByIdController } from './profile/queries/get-user-by-id/get-user-by-id.http.controller';
import { RegisterUserHandler } from './registration/commands/register-user/register-user.handler';
import { RegisterUserController } from './registration/commands/register-user/register-user.http.controller';
import { VerifyEmailHandler } from './registration/commands/verify-email/verify-email.handler';
import { VerifyEmailController } from './registration/commands/verify-email/verify-email.http.controller';
import { AccountView } from './sessions/account-view';
import { IdentitySessionValidator } from './sessions/identity-session.validator';
import { LoginHandler } from './sessions/commands/login/login.handler';
import { LoginController } from './sessions/commands/login/login.http.controller';
import { LogoutHandler } from './sessions/commands/logout/logout.handler';
import { LogoutController } from './sessions/commands/logout/logout.http.controller';
import { VerifyBrowserIdController } from './sessions/queries/verify-browser-id/verify-browser-id.http.controller';
import { VerifyBrowserIdHandler } from './sessions/queries/verify-browser-id/verify-browser-id.handler';
import { User, UserSchema } from './users/persistence/user.schema';
import { UsersApplier } from './users/users.applier';
import { UsersRepository } from './users/persistence/users.repository';

const commandHandlers = [
  UpdateUserHandler,
  RegisterUserHandler,
  VerifyEmailHandler,
  LoginHandler,
  LogoutHandler,
  ForgotPasswordHandler,
  ResetPasswordHandler,
];
const queryHandlers = [GetUserByIdHandler, ListUsersHandler, GetUserHandler, VerifyBrowserIdHandler];

const mailer: Provider = {
  provide: MAILER,
  inject: [APP_CONFIG, getConnectionToken(IDENTITY)],
  useFactory: (config: AppConfig, connection: Connection) =>
    config.SMTP_URL
      ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : new DevMailbox(() => nativeCollection<StoredMail>(connection, 'dev_mails')),
};

/** The dev mailbox exists only outside production and without SMTP (decided before the module is built). */
function devControllers() {
  return process.env.NODE_ENV !== 'production' && !process.env.SMTP_URL ? [DevMailController] : [];
}

/** Users, registration with one-time codes, sessions, password reset, the learner profile read model, geo lists. */
@Module({
  imports: [
    CqrsModule,
    mongoConnectionFor(IDENTITY),
    MongooseModule.forFeature([{ name: User.name, schema: UserSchema }], IDENTITY),
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ name: 'auth', ttl: 60_000, limit: config.RATE_LIMIT_AUTH_PER_MINUTE }],
        errorMessage: 'Too many attempts. Please wait a minute and try again.',
      }),
    }),
  ],
  controllers: [
    RegisterUserController,
    VerifyEmailController,
    LoginController,
    LogoutController,
    VerifyBrowserIdController,
    PasswordResetController,
    GetUserByIdController,
    GeoController,
    UsersAdminController,
    ...devControllers(),
  ],
  providers: [
    changeLogProvider(IDENTITY),
    ...commandHandlers,
    ...queryHandlers,
    UsersRepository,
    UsersApplier,
    LearnerProfileProjector,
    AccountView,
    IdentitySessionValidator,
    SeedAdmin,
    mailer,
  ],
  exports: [IdentitySessionValidator],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    private readonly outboxDrain: OutboxDrain,
    private readonly log: ChangeLog,
    private readonly usersApplier: UsersApplier,
    @Inject(getModelToken(User.name, IDENTITY)) private readonly users: Model<User>,
  ) {}

  onModuleInit(): void {
    this.log.register(this.usersApplier);
    // Users written by an older version may still carry an outbox array: published once at start, then removed.
    this.outboxDrain.register(oldOutboxesOf('identity.users', this.users));
  }
}
