import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule, RegistrySessionValidator, SessionRegistryModule } from '@exam/auth';
import { AppConfigModule, type AppConfig } from '@exam/common';
import { HealthModule, MessagingModule } from '@exam/messaging';
import { CATALOG } from './catalog.constants';
import { CatalogModule } from './catalog.module';

/** The catalog service running alone (distributed mode), and the root its integration tests boot. */
@Module({})
export class CatalogAppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CatalogAppModule,
      imports: [
        AppConfigModule.forRoot(config),
        MessagingModule.forRoot({ clientId: CATALOG }),
        CatalogModule,
        // Sessions are identity's: this service follows its login/logout events to refuse ended sessions.
        AuthModule.forRoot({
          sessionValidator: RegistrySessionValidator,
          imports: [SessionRegistryModule.forService(CATALOG)],
        }),
        HealthModule,
      ],
    };
  }
}
