import { OTP_LIFETIME_SECONDS } from '../users/domain/otp';
import type { MailMessage } from './mailer.port';

const minutes = OTP_LIFETIME_SECONDS / 60;

export function verificationMail(to: string, name: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your verification code',
    text: `Hello ${name},\n\nYour verification code is ${code}. It is valid for ${minutes} minutes.\n\nIf you did not create an account, you can ignore this mail.`,
  };
}

export function passwordResetMail(to: string, name: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your password reset code',
    text: `Hello ${name},\n\nYour password reset code is ${code}. It is valid for ${minutes} minutes.\n\nIf you did not ask to reset your password, you can ignore this mail.`,
  };
}
