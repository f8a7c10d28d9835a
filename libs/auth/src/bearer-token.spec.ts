import { ServiceUnavailableException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { sign } from 'jsonwebtoken';
import { testConfig } from '@exam/testing';
import { SESSION_EXPIRED_MESSAGE, type AuthUser, type TokenClaims } from './auth-user';
import { BearerTokenAuthenticator } from './bearer-token';
import { JwtAuthGuard } from './guards';
import type { SessionValidator } from './session-validator.port';

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
});
