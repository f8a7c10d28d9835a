import { createSecretKey } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '@exam/common';
import { SESSION_EXPIRED_MESSAGE, type AuthUser, type TokenClaims } from './auth-user';
import { SESSION_VALIDATOR, type SessionValidator } from './session-validator.port';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SESSION_VALIDATOR) private readonly sessions: SessionValidator,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      ignoreExpiration: false,
      // A KeyObject, made once: given a string, jsonwebtoken first tries it as a PEM public key and
      // builds a secret key from it on every verify (measured: 6% of the platform's CPU under load).
      // passport-jwt hands the key to jsonwebtoken untouched; its types only list string and Buffer.
      secretOrKey: createSecretKey(Buffer.from(config.secrets.jwt)) as unknown as Buffer,
      algorithms: ['HS256'],
    });
  }

  async validate(claims: TokenClaims): Promise<AuthUser> {
    const account =
      hasLifetime(claims) && claims.sub && claims.sid ? await this.sessions.check(claims) : null;
    if (!account) throw new UnauthorizedException(SESSION_EXPIRED_MESSAGE);
    return {
      userId: claims.sub,
      email: claims.email,
      // The account's role now, not the one written in the token at login (a demotion counts at once).
      role: account.role,
      sessionId: claims.sid,
      sessionStartedAt: claims.sst,
    };
  }
}

/** Clock skew tolerated for a token's issue time. */
const ISSUED_AT_SKEW_S = 60;

/**
 * jsonwebtoken checks `exp` only when present: a signed token without it would never expire. Every token of
 * the platform carries both times, so one without them, or issued in the future, is refused.
 */
function hasLifetime(claims: TokenClaims | undefined): claims is TokenClaims {
  if (!claims || typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return false;
  return claims.iat <= Date.now() / 1000 + ISSUED_AT_SKEW_S && claims.exp > claims.iat;
}
