import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { QuizAccess } from '../../../access/quiz-access';
import { MediaAccess } from '../../media-access';
import { GetSignedUrlQuery } from './get-signed-url.query';

@QueryHandler(GetSignedUrlQuery)
export class GetSignedUrlHandler implements IQueryHandler<GetSignedUrlQuery> {
  constructor(
    private readonly mediaAccess: MediaAccess,
    private readonly access: QuizAccess,
  ) {}

  async execute({ bucketName, fileName, caller }: GetSignedUrlQuery) {
    const { bucket, key } = this.mediaAccess.checkBucket(bucketName, fileName);
    const viewer = await this.access.viewerOf(caller);
    return { signedUrl: await this.mediaAccess.signedUrlFor(bucket, key, viewer) };
  }
}
