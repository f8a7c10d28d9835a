import type { Mailer, MailMessage } from './mailer.port';

export interface StoredMail extends MailMessage {
  sentAt: string;
}

const KEEP = 500;

/** Development stand-in for SMTP: mails are kept in memory and read at GET /api/dev/mails?to=. */
export class DevMailbox implements Mailer {
  private readonly mails: StoredMail[] = [];

  async send(message: MailMessage): Promise<void> {
    this.mails.push({ ...message, sentAt: new Date().toISOString() });
    if (this.mails.length > KEEP) this.mails.splice(0, this.mails.length - KEEP);
  }

  /** Newest first. */
  to(address: string): StoredMail[] {
    const wanted = address.trim().toLowerCase();
    return this.mails.filter((m) => m.to === wanted).reverse();
  }
}
