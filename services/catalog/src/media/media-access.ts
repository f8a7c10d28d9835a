import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { QuizAccess, type Viewer } from '../access/quiz-access';
import { QuizCatalog, type CatalogEntry } from '../quizzes/quiz-catalog';
import { MediaLibrary } from './persistence/media-library';
import { isSafeMediaKey, MEDIA_BUCKETS, type MediaBucket } from './persistence/media-storage.port';

export const FILE_NOT_FOUND = 'File not found';

/** Reads `<bucket>/<key>` out of a media URL (ours, absolute or relative, signed or not) or a bare path. */
export function mediaPathOf(url: string): { bucket: MediaBucket; key: string } | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url.trim(), 'http://local').pathname);
  } catch {
    return null;
  }
  const m = /^\/(?:api\/media\/)?(public|private)\/(.+)$/.exec(path);
  if (!m || !isSafeMediaKey(m[2])) return null;
  return { bucket: m[1] as MediaBucket, key: m[2] };
}

/** A private file follows its quiz: whoever may open the quiz may get a signed URL for it. */
@Injectable()
export class MediaAccess {
  constructor(
    private readonly media: MediaLibrary,
    private readonly catalog: QuizCatalog,
    private readonly access: QuizAccess,
  ) {}

  checkBucket(bucketName: string, fileName: string): { bucket: MediaBucket; key: string } {
    if (!(MEDIA_BUCKETS as readonly string[]).includes(bucketName))
      throw new BadRequestException(`Unknown bucket: expected ${MEDIA_BUCKETS.join(' or ')}`);
    if (!isSafeMediaKey(fileName)) throw new BadRequestException('Invalid file name');
    return { bucket: bucketName as MediaBucket, key: fileName };
  }

  /** The quiz owning a file; 404 when the file is unknown or its quiz is not visible to the viewer. */
  async owningQuiz(bucket: MediaBucket, key: string, viewer: Viewer | null): Promise<CatalogEntry | null> {
    const owner = await this.media.owner(bucket, key);
    const entry = owner?.quizId && owner.kind ? this.catalog.get(owner.kind, owner.quizId) : undefined;
    if (this.access.isStaff(viewer)) return entry ?? null;
    if (!entry || !entry.summary.published) throw new NotFoundException(FILE_NOT_FOUND);
    return entry;
  }

  async signedUrlFor(bucket: MediaBucket, key: string, viewer: Viewer | null): Promise<string> {
    if (bucket === 'private') {
      const entry = await this.owningQuiz(bucket, key, viewer);
      if (entry) this.access.assertAllowed(entry.summary, viewer);
    }
    return this.media.signedUrl(bucket, key);
  }

  forbid(message: string): never {
    throw new ForbiddenException({ message, allowed: false, url: null });
  }
}
