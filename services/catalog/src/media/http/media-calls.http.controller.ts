import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, type AuthUser } from '@exam/auth';
import { answerSchema } from '@exam/common';
import { CheckDownloadCommand } from '../commands/check-download/check-download.command';
import { GetSignedUrlQuery } from '../queries/get-signed-url/get-signed-url.query';
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
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Public()
  @Post('getSignedUrl')
  @HttpCode(200)
  @ApiOperation({
    summary: '{signedUrl}: an expiring URL for a private video or PDF of a quiz the caller may open',
  })
  @ApiOkResponse({ schema: SIGNED_URL })
  signedUrl(@Body() body: SignedUrlRequestDto, @CurrentUser() user: AuthUser | undefined) {
    return this.queries.execute(new GetSignedUrlQuery(body.bucketName, body.fileName, user));
  }

  @ApiBearerAuth()
  @Post('check-download')
  @HttpCode(200)
  @ApiOperation({
    summary:
      '{allowed, url, message}: when the caller may open the quiz now and holds paid access to its division and class now (a live subscription or a covering purchase), within the daily limit',
  })
  @ApiOkResponse({ schema: DOWNLOAD_ALLOWED })
  checkDownload(@Body() body: CheckDownloadRequestDto, @CurrentUser() user: AuthUser) {
    return this.commands.execute(new CheckDownloadCommand(body.url, user));
  }
}
