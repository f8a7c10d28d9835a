import { decideLogin, type LiveSession } from './session-rules';

const now = new Date('2026-05-01T12:00:00Z');
const live: LiveSession = {
  sessionId: 's1',
  browserId: 'browser-a',
  startedAt: new Date('2026-05-01T10:00:00Z'),
  expiresAt: new Date('2026-05-08T10:00:00Z'),
};

describe('one session per browser', () => {
  it('starts a session when none is live', () =>
    expect(decideLogin(null, 'browser-b', false, now)).toBe('start-session'));
  it('lets the same browser log in again', () =>
    expect(decideLogin(live, 'browser-a', false, now)).toBe('start-session'));
  it('asks for confirmation from another browser', () =>
    expect(decideLogin(live, 'browser-b', false, now)).toBe('conflict'));
  it('evicts the other browser when forced', () =>
    expect(decideLogin(live, 'browser-b', true, now)).toBe('start-session'));
  it('ignores an expired session', () =>
    expect(
      decideLogin({ ...live, expiresAt: new Date('2026-05-01T11:59:59Z') }, 'browser-b', false, now),
    ).toBe('start-session'));
});
