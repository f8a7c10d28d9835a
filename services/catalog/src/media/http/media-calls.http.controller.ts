import {
  Body,
  Controller,
  HttpCode,
  HttpException,
  HttpStatus,
  Inject,
  NotFoundException,
  Post,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Connection } from 'mongoose';
import { CurrentUser, Public, type AuthUser } from '@exam/auth';
import { answerSchema, APP_CONFIG, nativeCollection, type AppConfig } from '@exam/common';
import { QuizAccess } from '../../access/quiz-access';
import { CATALOG } from '../../catalog.constants';
import { DOWNLOAD_LIMIT_REACHED, DOWNLOAD_NOT_ALLOWED, downloadCounterKey } from '../domain/download-rules';
import { FILE_NOT_FOUND, MediaAccess, mediaPathOf } from '../media-access';
import { MediaLibrary } from '../persistence/media-library';
import { CheckDownloadRequestDto, SignedUrlRequestDto } from './media-requests.dto';

const SIGNED_URL = answerSchema({ signedUrl: { type: 'string' } });
const DOWNLOAD_ALLOWED = answerSchema({
  allowed: { type: 'boolean', enum: [true] },
  url: { type: 'string' },
  message: { type: 'string' },
});

/** getSignedUrl and check-download (spec sections 7 and 8). */
@ApiTags('media')
@Controller('quizs')
export class MediaCallsController {
  constructor(
    private readonly mediaAccess: MediaAccess,
    private readonly media: MediaLibrary,
    private readonly access: QuizAccess,
    @InjectConnection(CATALOG) private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('getSignedUrl')
  @HttpCode(200)
  @ApiOperation({
    summary: '{signedUrl}: an expiring URL for a private video or PDF of a quiz the caller may open',
  })
  @ApiOkResponse({ schema: SIGNED_URL })
  async signedUrl(@Body() body: SignedUrlRequestDto, @CurrentUser() user: AuthUser | undefined) {
    const { bucket, key } = this.mediaAccess.checkBucket(body.bucketName, body.fileName);
    const viewer = await this.access.viewerOf(user);
    return { signedUrl: await this.mediaAccess.signedUrlFor(bucket, key, viewer) };
  }

  @ApiBearerAuth()
  @Post('check-download')
  @HttpCode(200)
  @ApiOperation({
    summary:
      '{allowed, url, message}: when the caller may open the quiz now and holds paid access to its division and class now (a live subscription or a covering purchase), within the daily limit',
  })
  @ApiOkResponse({ schema: DOWNLOAD_ALLOWED })
  async checkDownload(@Body() body: CheckDownloadRequestDto, @CurrentUser() user: AuthUser) {
    const path = mediaPathOf(body.url);
    if (!path) throw new NotFoundException(FILE_NOT_FOUND);
    const viewer = (await this.access.viewerOf(user))!;
    const entry = await this.mediaAccess.owningQuiz(path.bucket, path.key, viewer);
    const staff = this.access.isStaff(viewer);
    if (!staff) {
      // The quiz's own access decision, now, and paid access to its division and class now (issue 35).
      if (!this.access.mayDownload(entry!.summary, viewer)) this.mediaAccess.forbid(DOWNLOAD_NOT_ALLOWED);
      const counter = await nativeCollection<{ _id: string; n: number }>(
        this.connection,
        'download_counters',
      ).findOneAndUpdate(
        { _id: downloadCounterKey(viewer.userId, new Date()) },
        { $inc: { n: 1 } },
        { upsert: true, returnDocument: 'after' },
      );
      if ((counter?.n ?? 0) > this.config.DOWNLOAD_DAILY_LIMIT)
        throw new HttpException(
          { message: DOWNLOAD_LIMIT_REACHED, allowed: false, url: null },
          HttpStatus.TOO_MANY_REQUESTS,
        );
    }
    return {
      allowed: true,
      url: await this.media.signedUrl(path.bucket, path.key),
      message: 'Download allowed.',
    };
  }
}
