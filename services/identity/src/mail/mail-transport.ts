import { ConfigError, type AppConfig } from '@exam/common';

/**
 * Production sends one-time codes through SMTP or not at all: without SMTP_URL the codes would go to the
 * in-memory dev mailbox, which production does not expose, while registration answered 'OTP sent!'.
 * Checked when the root module is built, before any connection; main prints a ConfigError as one line.
 */
export function requireMailTransport(config: AppConfig): void {
  if (config.isProduction && !config.SMTP_URL)
    throw new ConfigError(
      'SMTP_URL is required in production: without a mail transport, one-time codes would reach no one.',
    );
}
