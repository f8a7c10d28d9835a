import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  Controller,
  ForbiddenException,
  Get,
  Inject,
  NotFoundException,
  Param,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@exam/auth';
import { APP_CONFIG, type AppConfig } from '@exam/common';
import { FREE_CATEGORY } from '@exam/contracts';
import { pageFolderOfKey } from '../domain/page-images';
import { QuizCatalog } from '../../quizzes/quiz-catalog';
import { LocalMediaStorage } from '../persistence/local-media.storage';
import { checkMediaSignature } from '../domain/media-signature';
import {
  PUBLIC_MEDIA_CACHE,
  contentTypeOf,
  isSafeMediaKey,
  MEDIA_BUCKETS,
  MEDIA_STORAGE,
  type MediaStorage,
} from '../persistence/media-storage.port';

const FILE_NOT_FOUND = 'File not found';

/**
 * Serves the local media folder: public images as they are, private files and premium quizzes' page images
 * only at a signed, unexpired URL.
 */
@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: QuizCatalog,
  ) {}

  /** A page image of a quiz that is not free; one no quiz shows yet (an upload not saved) is not. */
  private isPremiumPage(key: string): boolean {
    const folder = pageFolderOfKey(key);
    const owner = folder ? this.catalog.pageOwner(folder) : undefined;
    return !!owner && owner.summary.difficulty !== FREE_CATEGORY;
  }

  @Public()
  @Get(':bucket/*key')
  @ApiOperation({ summary: 'A media file (local storage only); private ones need expires and sig' })
  async serve(
    @Param('bucket') bucket: string,
    @Param('key') rawKey: string | string[],
    @Query('expires') expires: string | undefined,
    @Query('sig') sig: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const key = Array.isArray(rawKey) ? rawKey.join('/') : rawKey;
    if (!(this.storage instanceof LocalMediaStorage)) throw new NotFoundException(FILE_NOT_FOUND);
    if (!(MEDIA_BUCKETS as readonly string[]).includes(bucket) || !isSafeMediaKey(key))
      throw new NotFoundException(FILE_NOT_FOUND);
    // A premium quiz's page images are served like its PDF: signed and expiring (issue 35).
    const gated = bucket === 'private' || this.isPremiumPage(key);
    if (gated) {
      const check = checkMediaSignature(
        this.config.secrets.mediaSigning,
        bucket,
        key,
        Number(expires),
        sig ?? '',
      );
      if (check === 'expired')
        throw new ForbiddenException('This link has expired. Please request a new one.');
      if (check === 'invalid') throw new ForbiddenException('This link is not valid.');
    }
    const path = this.storage.pathOf(bucket as 'public' | 'private', key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw new NotFoundException(FILE_NOT_FOUND);
    res.setHeader(
      'Cache-Control',
      !gated ? PUBLIC_MEDIA_CACHE : bucket === 'public' ? 'private, max-age=300' : 'private, no-store',
    );
    return new StreamableFile(createReadStream(path), { type: contentTypeOf(key), length: info.size });
  }
}
