import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { TokenClaims } from '@exam/auth';
import type { Role } from '@exam/contracts';
import type { TestApp } from './test-app';

/**
 * A bearer token for a service running alone in a test, signed with the app's own secret. Such a service
 * accepts a session it has not heard of yet (see isTokenSessionLive), so no identity service is needed.
 */
export async function testToken(t: TestApp, user: { userId?: string; role?: Role; email?: string } = {}) {
  const userId = user.userId ?? new (await import('mongoose')).Types.ObjectId().toString();
  const claims: TokenClaims = {
    sub: userId,
    email: user.email ?? `${userId}@example.com`,
    role: user.role ?? 'learner',
    sid: randomUUID(),
    sst: Date.now(),
  };
  return { userId, token: await t.app.get(JwtService).signAsync(claims) };
}
