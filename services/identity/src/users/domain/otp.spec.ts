import {
  generateOtpCode,
  issueOtp,
  OTP_LIFETIME_SECONDS,
  OTP_MAX_ATTEMPTS,
  otpMatches,
  otpState,
} from './otp';

const secret = 'test-secret';
const t0 = new Date('2026-03-19T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('one-time codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(generateOtpCode()).toMatch(/^\d{6}$/);
  });

  it('may be tried within 600 s and not after', () => {
    const otp = issueOtp('verify-email', '012345', secret, t0);
    expect(otpState(otp, 'verify-email', at(OTP_LIFETIME_SECONDS * 1000))).toBe('open');
    expect(otpState(otp, 'verify-email', at(OTP_LIFETIME_SECONDS * 1000 + 1))).toBe('expired');
  });

  it('match only the issued digits, and count as missing for the other purpose or none', () => {
    const otp = issueOtp('verify-email', '111111', secret, t0);
    expect(otpMatches(otp, '111111', secret)).toBe(true);
    expect(otpMatches(otp, '111112', secret)).toBe(false);
    expect(otpMatches(otp, '111111', 'another-secret')).toBe(false);
    expect(otpState(otp, 'reset-password', t0)).toBe('missing');
    expect(otpState(null, 'verify-email', t0)).toBe('missing');
  });

  it('lock once five tries were counted, and a code stored without a count is locked too', () => {
    const otp = issueOtp('reset-password', '222222', secret, t0);
    expect(otpState({ ...otp, tries: OTP_MAX_ATTEMPTS - 1 }, 'reset-password', t0)).toBe('open');
    expect(otpState({ ...otp, tries: OTP_MAX_ATTEMPTS }, 'reset-password', t0)).toBe('locked');
    const { tries: _t, ...uncounted } = otp;
    expect(otpState(uncounted as typeof otp, 'reset-password', t0)).toBe('locked');
  });
});
