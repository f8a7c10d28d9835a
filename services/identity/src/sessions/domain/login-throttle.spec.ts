import {
  afterWrongPassword,
  FREE_LOGIN_FAILURES,
  loginWaitSeconds,
  MAX_LOGIN_WAIT_SECONDS,
  resetMailDecision,
  type LoginFailures,
} from './login-throttle';

const t0 = new Date('2026-01-01T10:00:00Z');
const at = (s: number) => new Date(t0.getTime() + s * 1000);

describe('per-account login back-off', () => {
  function failTimes(n: number): LoginFailures | null {
    let f: LoginFailures | null = null;
    for (let i = 0; i < n; i++) f = afterWrongPassword(f, t0);
    return f;
  }

  it('lets the first wrong passwords through without a wait', () =>
    expect(loginWaitSeconds(failTimes(FREE_LOGIN_FAILURES), 'x', null, t0)).toBe(0));

  it('doubles the wait after that, up to the cap', () => {
    expect(loginWaitSeconds(failTimes(FREE_LOGIN_FAILURES + 1), 'x', null, t0)).toBe(2);
    expect(loginWaitSeconds(failTimes(FREE_LOGIN_FAILURES + 3), 'x', null, t0)).toBe(8);
    expect(loginWaitSeconds(failTimes(30), 'x', null, t0)).toBe(MAX_LOGIN_WAIT_SECONDS);
  });

  it('ends the wait when it has run out', () =>
    expect(loginWaitSeconds(failTimes(30), 'x', null, at(MAX_LOGIN_WAIT_SECONDS))).toBe(0));

  it("never makes the account's own browser wait", () =>
    expect(loginWaitSeconds(failTimes(30), 'mine', 'mine', t0)).toBe(0));
});

describe('reset mails per address', () => {
  it('allows three an hour, then says when the next may go', () => {
    let sent: Date[] = [];
    for (let i = 0; i < 3; i++) {
      const d = resetMailDecision(sent, at(i * 60));
      expect(d.allowed).toBe(true);
      sent = d.keep;
    }
    const refused = resetMailDecision(sent, at(180));
    expect(refused).toMatchObject({ allowed: false, retryInMinutes: 57 });
    expect(resetMailDecision(sent, at(3600)).allowed).toBe(true);
  });
});
