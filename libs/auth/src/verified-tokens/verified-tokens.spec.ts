import type { TokenClaims } from '../auth-user';
import { VerifiedTokens } from './verified-tokens';

const claims = (exp?: number): TokenClaims => ({
  sub: 'u1',
  email: 'a@example.com',
  role: 'learner',
  sid: 's1',
  sst: 1,
  iat: 1_000,
  ...(exp === undefined ? {} : { exp }),
});

describe('verified tokens', () => {
  it('answers a token until the second its exp names, as jsonwebtoken counts it, then forgets it', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('t', claims(2_000));
    expect(tokens.get('t', 1_999_999)).toMatchObject({ sub: 'u1' });
    expect(tokens.get('t', 2_000_000)).toBeUndefined();
    expect(tokens.size()).toBe(0);
  });

  it('keeps no token without exp, and at most its bound, the oldest dropped first', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('no-exp', claims());
    expect(tokens.get('no-exp', 0)).toBeUndefined();
    for (const t of ['a', 'b', 'c']) tokens.remember(t, claims(2_000));
    expect(tokens.size()).toBe(2);
    expect(tokens.get('a', 0)).toBeUndefined();
    expect(tokens.get('c', 0)).toMatchObject({ sub: 'u1' });
  });
});
