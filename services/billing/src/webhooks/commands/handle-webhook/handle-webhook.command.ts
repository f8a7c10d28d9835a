import { Command } from '@nestjs/cqrs';

export type WebhookOutcome = 'processed' | 'ignored' | 'duplicate';

/** A webhook delivery exactly as received: the raw bytes its signature covers, and its two headers. */
export class HandleWebhookCommand extends Command<{ status: WebhookOutcome }> {
  constructor(
    readonly rawBody: Buffer | undefined,
    readonly signature: string | undefined,
    readonly eventId: string | undefined,
  ) {
    super();
  }
}
