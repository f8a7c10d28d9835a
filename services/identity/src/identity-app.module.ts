import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from '@exam/auth';
import { AppConfigModule, type AppConfig } from '@exam/common';
import { HealthModule, MessagingModule } from '@exam/messaging';
import { IdentityModule } from './identity.module';
import { requireMailTransport } from './mail/mail-transport';
import { IdentitySessionValidator } from './sessions/identity-session.validator';

/** The identity service running alone (distributed mode), and the root its integration tests boot. */
@Module({})
export class IdentityAppModule {
  static forRoot(config: AppConfig): DynamicModule {
    requireMailTransport(config);
    return {
      module: IdentityAppModule,
      imports: [
        AppConfigModule.forRoot(config),
        MessagingModule.forRoot({ clientId: 'identity' }),
        AuthModule.forRoot({ sessionValidator: IdentitySessionValidator, imports: [IdentityModule] }),
        IdentityModule,
        HealthModule,
      ],
    };
  }
}
