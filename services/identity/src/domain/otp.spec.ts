import { checkOtp, generateOtpCode, issueOtp, OTP_LIFETIME_SECONDS, OTP_MAX_ATTEMPTS } from './otp';

const secret = 'test-secret';
const t0 = new Date('2026-03-19T10:00:00Z');

describe('one-time codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(generateOtpCode()).toMatch(/^\d{6}$/);
  });

  it('accept the issued code within 600 s and refuse it after', () => {
    const otp = issueOtp('verify-email', '012345', secret, t0);
    expect(
      checkOtp(otp, 'verify-email', '012345', secret, new Date(t0.getTime() + OTP_LIFETIME_SECONDS * 1000)),
    ).toBe('valid');
    expect(
      checkOtp(
        otp,
        'verify-email',
        '012345',
        secret,
        new Date(t0.getTime() + OTP_LIFETIME_SECONDS * 1000 + 1),
      ),
    ).toBe('expired');
  });

  it('refuse a wrong code, a code for the other purpose, and a missing code', () => {
    const otp = issueOtp('verify-email', '111111', secret, t0);
    expect(checkOtp(otp, 'verify-email', '111112', secret, t0)).toBe('wrong');
    expect(checkOtp(otp, 'reset-password', '111111', secret, t0)).toBe('missing');
    expect(checkOtp(null, 'verify-email', '111111', secret, t0)).toBe('missing');
  });

  it('lock after five wrong codes, even for the right one', () => {
    const otp = { ...issueOtp('reset-password', '222222', secret, t0), wrongAttempts: OTP_MAX_ATTEMPTS };
    expect(checkOtp(otp, 'reset-password', '222222', secret, t0)).toBe('locked');
    expect(
      checkOtp({ ...otp, wrongAttempts: OTP_MAX_ATTEMPTS - 1 }, 'reset-password', '222222', secret, t0),
    ).toBe('valid');
  });
});
