import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule, RegistrySessionValidator, SessionRegistryModule } from '@exam/auth';
import { AppConfigModule, type AppConfig } from '@exam/common';
import { HealthModule, MessagingModule } from '@exam/messaging';
import { BILLING } from './billing.constants';
import { BillingModule } from './billing.module';

/** The billing service running alone (distributed mode), and the root its integration tests boot. */
@Module({})
export class BillingAppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: BillingAppModule,
      imports: [
        AppConfigModule.forRoot(config),
        MessagingModule.forRoot({ clientId: BILLING }),
        BillingModule,
        // Sessions are identity's: this service follows its login/logout events to refuse ended sessions.
        AuthModule.forRoot({
          sessionValidator: RegistrySessionValidator,
          imports: [SessionRegistryModule.forService(BILLING)],
        }),
        HealthModule,
      ],
    };
  }
}
