import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';

/** getSignedUrl (spec section 7): an expiring URL for a private file of a quiz the caller may open. */
export class GetSignedUrlQuery extends Query<{ signedUrl: string }> {
  constructor(
    readonly bucketName: string,
    readonly fileName: string,
    readonly caller: AuthUser | undefined,
  ) {
    super();
  }
}
