import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';

/**
 * check-download (spec section 8): a command, since an allowed learner's download is counted against the
 * daily limit.
 */
export class CheckDownloadCommand extends Command<{ allowed: true; url: string; message: string }> {
  constructor(
    readonly url: string,
    readonly caller: AuthUser,
  ) {
    super();
  }
}
