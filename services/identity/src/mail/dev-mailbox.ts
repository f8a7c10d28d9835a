import type { Collection } from 'mongodb';
import type { Mailer, MailMessage } from './mailer.port';

export interface StoredMail extends MailMessage {
  sentAt: string;
}

const KEEP = 500;

/**
 * Development stand-in for SMTP: mails are kept in identity's database (the last KEEP per address) and read
 * at GET /api/dev/mails?to=, so every identity replica of the distributed mode answers for every mail.
 */
export class DevMailbox implements Mailer {
  constructor(private readonly mails: () => Collection<StoredMail>) {}

  async send(message: MailMessage): Promise<void> {
    await this.mails().insertOne({ ...message, sentAt: new Date().toISOString() });
  }

  /** Newest first. */
  async to(address: string): Promise<StoredMail[]> {
    const found = await this.mails()
      .find({ to: address.trim().toLowerCase() }, { projection: { _id: 0 } })
      .sort({ sentAt: -1 })
      .limit(KEEP)
      .toArray();
    return found;
  }
}
