import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule, RegistrySessionValidator, SessionRegistryModule } from '@exam/auth';
import { AppConfigModule, type AppConfig } from '@exam/common';
import { HealthModule, MessagingModule } from '@exam/messaging';
import { ATTEMPTS } from './attempts.constants';
import { AttemptsModule } from './attempts.module';

/** The attempts service running alone (distributed mode), and the root its integration tests boot. */
@Module({})
export class AttemptsAppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AttemptsAppModule,
      imports: [
        AppConfigModule.forRoot(config),
        MessagingModule.forRoot({ clientId: ATTEMPTS }),
        AttemptsModule,
        // Sessions are identity's: this service follows its login/logout events to refuse ended sessions.
        AuthModule.forRoot({
          sessionValidator: RegistrySessionValidator,
          imports: [SessionRegistryModule.forService(ATTEMPTS)],
        }),
        HealthModule,
      ],
    };
  }
}
