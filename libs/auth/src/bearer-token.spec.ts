import { ServiceUnavailableException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { sign } from 'jsonwebtoken';
import { testConfig } from '@exam/testing';
import { SESSION_EXPIRED_MESSAGE, type AuthUser, type TokenClaims } from './auth-user';
import { BearerTokenAuthenticator } from './bearer-token';
import { JwtAuthGuard } from './guards';
import type { SessionValidator } from './session-validator.port';
import { VerifiedTokens } from './verified-tokens/verified-tokens';

const config = testConfig();
const claims = { sub: 'u1', email: 'a@example.com', role: 'learner', sid: 's1', sst: 1 } as const;
const token = (payload: object = claims, secret = config.secrets.jwt, expiresIn: number | null = 3600) =>
  sign(payload, secret, { algorithm: 'HS256', ...(expiresIn ? { expiresIn } : {}) });

/** Sessions: s1 live with the role "admin" now; any other ended; 'down' when the store cannot answer. */
const sessions = (state: 'up' | 'down' = 'up'): SessionValidator => ({
  check: (c: TokenClaims) => {
    if (state === 'down') return Promise.reject(new ServiceUnavailableException('Database unavailable'));
    return Promise.resolve(c.sid === 's1' ? { role: 'admin' } : null);
  },
});

const context = (authorization: string | undefined, isPublic: boolean) => {
  const req: { headers: Record<string, string>; user?: AuthUser } = {
    headers: authorization === undefined ? {} : { authorization },
  };
  const handler = () => undefined;
  const reflector = new Reflector();
  jest.spyOn(reflector, 'getAllAndOverride').mockReturnValue(isPublic);
  const ctx = {
    getHandler: () => handler,
    getClass: () => Object,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
  return { req, ctx, reflector };
};

describe('bearer tokens (the global guard)', () => {
  const guardOf = (reflector: Reflector, state: 'up' | 'down' = 'up') =>
    new JwtAuthGuard(reflector, new BearerTokenAuthenticator(config, sessions(state)));

  it("identifies the caller of a live session with the account's role now, the scheme in any case", async () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const { req, ctx, reflector } = context(`${scheme} ${token()}`, false);
      await expect(guardOf(reflector).canActivate(ctx)).resolves.toBe(true);
      expect(req.user).toEqual({
        userId: 'u1',
        email: 'a@example.com',
        role: 'admin',
        sessionId: 's1',
        sessionStartedAt: 1,
      });
    }
  });

  it('refuses with 401 "Session expired" no token, another scheme, a forged, expired or exp-less token, and an ended session', async () => {
    const expired = sign({ ...claims, iat: 1_000, exp: 2_000 }, config.secrets.jwt, { algorithm: 'HS256' });
    for (const authorization of [
      undefined,
      `Basic ${token()}`,
      `Bearer ${token(claims, 'another secret of at least thirty-two chars')}`,
      `Bearer ${expired}`,
      `Bearer ${token(claims, config.secrets.jwt, null)}`,
      `Bearer ${token({ ...claims, sid: 's2' })}`,
      'Bearer not.a.token',
    ]) {
      const { req, ctx, reflector } = context(authorization, false);
      const refused = guardOf(reflector).canActivate(ctx);
      await expect(refused).rejects.toBeInstanceOf(UnauthorizedException);
      await expect(refused).rejects.toThrow(SESSION_EXPIRED_MESSAGE);
      expect(req.user).toBeUndefined();
    }
  });

  it('answers what the session check throws when it cannot check (503), not "Session expired"', async () => {
    const { ctx, reflector } = context(`Bearer ${token()}`, false);
    await expect(guardOf(reflector, 'down').canActivate(ctx)).rejects.toBeInstanceOf(
      ServiceUnavailableException,
    );
  });

  it('on a public route: lets anyone in, identifies a valid caller and ignores a bad or uncheckable token', async () => {
    const valid = context(`Bearer ${token()}`, true);
    await expect(guardOf(valid.reflector).canActivate(valid.ctx)).resolves.toBe(true);
    expect(valid.req.user?.userId).toBe('u1');
    for (const [authorization, state] of [
      [undefined, 'up'],
      ['Bearer not.a.token', 'up'],
      [`Bearer ${token()}`, 'down'],
    ] as const) {
      const { req, ctx, reflector } = context(authorization, true);
      await expect(guardOf(reflector, state).canActivate(ctx)).resolves.toBe(true);
      expect(req.user).toBeUndefined();
    }
  });

  describe('a token repeated on every call of a session', () => {
    /** Sessions whose live ids the test changes: a logout or a newer login elsewhere ends one. */
    const live = new Set(['s1']);
    const switchable: SessionValidator = {
      check: (c: TokenClaims) => Promise.resolve(live.has(c.sid) ? { role: 'learner' } : null),
    };
    const authenticator = () => new BearerTokenAuthenticator(config, switchable);
    afterEach(() => {
      jest.restoreAllMocks();
      live.clear();
      live.add('s1');
    });

    it('has its signature verified once, and the session checked on every call', async () => {
      const tokens = authenticator();
      const remember = jest.spyOn(VerifiedTokens.prototype, 'remember');
      const check = jest.spyOn(switchable, 'check');
      const bearer = `Bearer ${token()}`;
      for (let i = 0; i < 3; i++)
        await expect(tokens.authenticate(bearer)).resolves.toMatchObject({ userId: 'u1' });
      // Verified on the first call only: the next two found it remembered
      expect(remember).toHaveBeenCalledTimes(1);
      expect(check).toHaveBeenCalledTimes(3);
    });

    it('is refused once its session ends (logout, a newer login), though verified before', async () => {
      const tokens = authenticator();
      const bearer = `Bearer ${token()}`;
      await expect(tokens.authenticate(bearer)).resolves.toMatchObject({ userId: 'u1' });
      live.delete('s1');
      await expect(tokens.authenticate(bearer)).rejects.toThrow(SESSION_EXPIRED_MESSAGE);
    });

    it('is refused once it expires, though verified before', async () => {
      const tokens = authenticator();
      const now = Date.now();
      const iat = Math.floor(now / 1000);
      const bearer = `Bearer ${sign({ ...claims, iat, exp: iat + 5 }, config.secrets.jwt, { algorithm: 'HS256' })}`;
      await expect(tokens.authenticate(bearer)).resolves.toMatchObject({ userId: 'u1' });
      jest.spyOn(Date, 'now').mockReturnValue((iat + 4) * 1000 + 999);
      await expect(tokens.authenticate(bearer)).resolves.toMatchObject({ userId: 'u1' });
      jest.spyOn(Date, 'now').mockReturnValue((iat + 5) * 1000);
      await expect(tokens.authenticate(bearer)).rejects.toThrow(SESSION_EXPIRED_MESSAGE);
      // Still refused later, when nothing is remembered of it any more
      await expect(tokens.authenticate(bearer)).rejects.toThrow(SESSION_EXPIRED_MESSAGE);
    });

    it('is refused on every call when refused: a failure is never remembered', async () => {
      const tokens = authenticator();
      const remember = jest.spyOn(VerifiedTokens.prototype, 'remember');
      const forged = `Bearer ${token(claims, 'another secret of at least thirty-two chars')}`;
      const noExpiry = `Bearer ${token(claims, config.secrets.jwt, null)}`;
      for (let i = 0; i < 2; i++) {
        await expect(tokens.authenticate(forged)).rejects.toThrow(SESSION_EXPIRED_MESSAGE);
        await expect(tokens.authenticate(noExpiry)).rejects.toThrow(SESSION_EXPIRED_MESSAGE);
      }
      expect(remember).not.toHaveBeenCalled();
    });
  });
});
