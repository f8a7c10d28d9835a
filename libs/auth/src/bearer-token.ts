import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { verify, type VerifyOptions } from 'jsonwebtoken';
import { APP_CONFIG, type AppConfig } from '@exam/common';
import { SESSION_EXPIRED_MESSAGE, type AuthUser, type TokenClaims } from './auth-user';
import { SESSION_VALIDATOR, type SessionValidator } from './session-validator.port';
import { VerifiedTokens } from './verified-tokens/verified-tokens';

/** `Bearer <token>`, the scheme in any case (as passport-jwt's fromAuthHeaderAsBearerToken read it). */
const BEARER = /^\s*(\S+)\s+(\S+)/;
const VERIFY: VerifyOptions = { algorithms: ['HS256'], ignoreExpiration: false };

/**
 * The caller of a request, from its bearer token: a token signed with the platform's secret (HS256), not
 * expired, carrying its lifetime, whose session is still live; the role is the account's role now.
 * Checked directly with jsonwebtoken, without passport: passport's per-request strategy object, closures
 * and options made about a fifth of what the soak's requests left for the major collections.
 */
@Injectable()
export class BearerTokenAuthenticator {
  /** A KeyObject, made once: given a string, jsonwebtoken would build a secret key from it on every verify. */
  private readonly key: KeyObject;
  /** Tokens verified before, while unexpired: a session's repeated token is verified once. */
  private readonly verified = new VerifiedTokens();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SESSION_VALIDATOR) private readonly sessions: SessionValidator,
  ) {
    this.key = createSecretKey(Buffer.from(config.secrets.jwt));
  }

  /**
   * The caller of a request with this Authorization header; 401 "Session expired" for a missing, malformed,
   * forged or expired token or an ended session, and whatever the session check throws when it cannot
   * check (503 while its database is away).
   */
  async authenticate(authorization: string | string[] | undefined): Promise<AuthUser> {
    const claims = this.claims(authorization);
    const account = claims?.sub && claims.sid ? await this.sessions.check(claims) : null;
    if (!account || !claims) throw new UnauthorizedException(SESSION_EXPIRED_MESSAGE);
    return {
      userId: claims.sub,
      email: claims.email,
      // The account's role now, not the one written in the token at login (a demotion counts at once).
      role: account.role,
      sessionId: claims.sid,
      sessionStartedAt: claims.sst,
    };
  }

  private claims(authorization: string | string[] | undefined): TokenClaims | undefined {
    const match = typeof authorization === 'string' ? BEARER.exec(authorization) : null;
    if (!match || match[1].toLowerCase() !== 'bearer') return undefined;
    const token = match[2];
    const known = this.verified.get(token);
    if (known) return known;
    let claims: TokenClaims | undefined;
    try {
      const verified = verify(token, this.key, VERIFY);
      claims = typeof verified === 'object' ? Object.freeze(verified as TokenClaims) : undefined;
    } catch {
      return undefined;
    }
    if (!hasLifetime(claims)) return undefined;
    this.verified.remember(token, claims);
    return claims;
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
