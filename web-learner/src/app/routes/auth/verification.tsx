import { OtpVerification } from '@/features/auth/components/otp-verification';

/** OTP verification after registration (spec 2.6). */
export default function Route() {
  return <OtpVerification />;
}
