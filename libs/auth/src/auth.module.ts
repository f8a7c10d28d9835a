import { DynamicModule, Global, Module, Provider, Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '@exam/common';
import { JwtAuthGuard, RolesGuard } from './guards';
import { BearerTokenAuthenticator } from './bearer-token';
import { SESSION_VALIDATOR, type SessionValidator } from './session-validator.port';

/**
 * Bearer-token authentication for the whole process. The root module says how sessions are checked:
 * the platform asks identity directly; a service running alone uses its own session registry projection.
 */
@Global()
@Module({})
export class AuthModule {
  static forRoot(options: {
    sessionValidator: Type<SessionValidator>;
    imports?: DynamicModule['imports'];
  }): DynamicModule {
    const validator: Provider = { provide: SESSION_VALIDATOR, useExisting: options.sessionValidator };
    return {
      module: AuthModule,
      imports: [
        ...(options.imports ?? []),
        JwtModule.registerAsync({
          global: true,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            secret: config.secrets.jwt,
            signOptions: { algorithm: 'HS256', expiresIn: config.JWT_EXPIRES_IN as never },
          }),
        }),
      ],
      providers: [
        validator,
        BearerTokenAuthenticator,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
      exports: [SESSION_VALIDATOR, JwtModule],
    };
  }
}
