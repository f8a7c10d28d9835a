import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { APP_CONFIG, DomainError, nativeCollection, notFound, type AppConfig } from '@exam/common';
import { QuizAccess } from '../../../access/quiz-access';
import { CATALOG } from '../../../catalog.constants';
import {
  DOWNLOAD_LIMIT_REACHED,
  DOWNLOAD_NOT_ALLOWED,
  downloadCounterKey,
} from '../../domain/download-rules';
import { FILE_NOT_FOUND, MediaAccess, mediaPathOf } from '../../media-access';
import { MediaLibrary } from '../../persistence/media-library';
import { CheckDownloadCommand } from './check-download.command';

/** Staff download anything; a learner needs the quiz open to them and paid access now, within the daily limit. */
@CommandHandler(CheckDownloadCommand)
export class CheckDownloadHandler implements ICommandHandler<CheckDownloadCommand> {
  constructor(
    private readonly mediaAccess: MediaAccess,
    private readonly media: MediaLibrary,
    private readonly access: QuizAccess,
    @InjectConnection(CATALOG) private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ url, caller }: CheckDownloadCommand) {
    const path = mediaPathOf(url);
    if (!path) throw notFound(FILE_NOT_FOUND);
    const viewer = (await this.access.viewerOf(caller))!;
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
        throw new DomainError('too-many', DOWNLOAD_LIMIT_REACHED, { allowed: false, url: null });
    }
    return {
      allowed: true as const,
      url: await this.media.signedUrl(path.bucket, path.key),
      message: 'Download allowed.',
    };
  }
}
