import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from '@exam/auth';
import { AppConfigModule, type AppConfig } from '@exam/common';
import { HealthModule, MessagingModule } from '@exam/messaging';
import { AttemptsModule } from '../../attempts/src/attempts.module';
import { BillingModule } from '../../billing/src/billing.module';
import { CatalogModule } from '../../catalog/src/catalog.module';
import { IdentityModule } from '../../identity/src/identity.module';
import { IdentitySessionValidator } from '../../identity/src/sessions/identity-session.validator';
import { requireMailTransport } from '../../identity/src/mail/mail-transport';
import { EventDocsController } from './event-docs/event-docs.http.controller';

/** The platform API's title (its OpenAPI document's). */
export const PLATFORM_TITLE = 'Exam-preparation platform';

/** The embedded default: all four services in one process, one bus, one database server. */
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig): DynamicModule {
    requireMailTransport(config);
    return {
      module: PlatformModule,
      imports: [
        AppConfigModule.forRoot(config),
        MessagingModule.forRoot({ clientId: 'platform' }),
        AuthModule.forRoot({ sessionValidator: IdentitySessionValidator, imports: [IdentityModule] }),
        IdentityModule,
        CatalogModule,
        AttemptsModule,
        BillingModule,
        HealthModule,
      ],
      controllers: [EventDocsController],
    };
  }
}
