import { Query } from '@nestjs/cqrs';

/** Whether this browser holds the user's live session. */
export class VerifyBrowserIdQuery extends Query<{ match: boolean }> {
  constructor(
    readonly userId: string,
    readonly browserId: string,
  ) {
    super();
  }
}
