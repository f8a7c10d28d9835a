import { isTokenSessionLive, liveAccountOf } from './session-rule';

const token = (sid: string, sst: number) => ({
  sub: 'u1',
  email: 'a@b.co',
  role: 'learner' as const,
  sid,
  sst,
});

describe('session check of a service running alone', () => {
  it('accepts a token whose session it has not heard of yet (its UserLoggedIn may still be in flight)', () =>
    expect(isTokenSessionLive(token('s2', 2000), null)).toBe(true));
  it('accepts the live session', () =>
    expect(
      isTokenSessionLive(token('s1', 1000), { sessionId: 's1', startedAt: 1000, loggedOut: false }),
    ).toBe(true));
  it('refuses a logged-out session', () =>
    expect(isTokenSessionLive(token('s1', 1000), { sessionId: 's1', startedAt: 1000, loggedOut: true })).toBe(
      false,
    ));
  it('refuses a session a later login replaced', () =>
    expect(
      isTokenSessionLive(token('s1', 1000), { sessionId: 's2', startedAt: 2000, loggedOut: false }),
    ).toBe(false));
  it('accepts a newer session than the one it knows', () =>
    expect(
      isTokenSessionLive(token('s3', 3000), { sessionId: 's2', startedAt: 2000, loggedOut: false }),
    ).toBe(true));
});

describe('role seen by a service running alone', () => {
  it('is the role identity last announced, not the one in the token', () =>
    expect(
      liveAccountOf(
        { ...token('s1', 1000), role: 'admin' },
        { sessionId: 's1', startedAt: 1000, loggedOut: false, role: 'learner' },
      ),
    ).toEqual({ role: 'learner' }));
  it("is the token's while identity has announced none, and nothing for an ended session", () => {
    expect(liveAccountOf(token('s1', 1000), { role: undefined })).toEqual({ role: 'learner' });
    expect(
      liveAccountOf(token('s1', 1000), { sessionId: 's1', startedAt: 1000, loggedOut: true, role: 'admin' }),
    ).toBeNull();
  });
  it('accepts any session while only the role is known', () =>
    expect(isTokenSessionLive(token('s1', 1000), { role: 'editor' })).toBe(true));
});
