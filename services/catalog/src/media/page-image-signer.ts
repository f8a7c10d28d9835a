import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@exam/common';
import { PAGE_IMAGE_URL_TTL_SECONDS } from '../catalog.constants';
import type { ImageRef } from './domain/media-links';
import { pageFolderOfUrl } from './domain/page-images';
import type { QuizDetail } from '../quizzes/quiz-views';
import { LocalMediaStorage } from './persistence/local-media.storage';
import { mediaSignature } from './domain/media-signature';
import { MEDIA_STORAGE, type MediaStorage } from './persistence/media-storage.port';

/**
 * Signs the page images of premium quizzes (issue 35) as private files are signed: HMAC over bucket, key
 * and expiry, checked by MediaController. Answers are cached, so URLs signed for one window of
 * PAGE_IMAGE_URL_TTL_SECONDS share one expiry, the end of the window after it: a URL handed out lives between
 * one and two lifetimes, and an answer (and its ETag) stays the same for a whole window.
 * Local storage only: with S3, page images are served by the bucket itself (see README, Security).
 */
@Injectable()
export class PageImageSigner {
  private readonly ttl: number;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {
    this.ttl = Math.max(config.MEDIA_URL_TTL_SECONDS, PAGE_IMAGE_URL_TTL_SECONDS);
  }

  /** The window an answer signed now belongs to (0 when nothing is signed: S3). */
  windowAt(nowMs = Date.now()): number {
    return this.storage instanceof LocalMediaStorage ? Math.floor(nowMs / 1000 / this.ttl) : 0;
  }

  /** A quiz's whole answer with its page images signed for `window`. */
  signDetail(detail: QuizDetail, window: number): QuizDetail {
    if (!window) return detail;
    const expires = (window + 2) * this.ttl;
    const sign = (refs: ImageRef[]) => refs.map((r) => this.signRef(r, expires));
    return {
      ...detail,
      quiz_pdf_images: sign(detail.quiz_pdf_images),
      quiz_pdf_images_hindi: sign(detail.quiz_pdf_images_hindi),
      questions: detail.questions.map((q) => ({ ...q, question_pdf_images: sign(q.question_pdf_images) })),
    };
  }

  /** Any JSON with every page-image URL in it signed for one lifetime from now (the console's records). */
  signAll<T>(value: T): T {
    if (!(this.storage instanceof LocalMediaStorage)) return value;
    const expires = Math.floor(Date.now() / 1000) + this.ttl;
    const walk = (v: unknown): unknown => {
      if (typeof v === 'string') return this.signUrl(v, expires);
      if (Array.isArray(v)) return v.map(walk);
      if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype)
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
      return v;
    };
    return walk(value) as T;
  }

  private signRef(ref: ImageRef, expires: number): ImageRef {
    return typeof ref === 'string'
      ? this.signUrl(ref, expires)
      : { ...ref, url: this.signUrl(ref.url, expires) };
  }

  /** The URL with `expires` and `sig` for its key; a URL that is not a page image's is left as it is. */
  signUrl(url: string, expires: number): string {
    if (!pageFolderOfUrl(url)) return url;
    const bare = url.split('?')[0];
    const key = new URL(bare, 'http://local').pathname.replace(/^\/api\/media\/public\//, '');
    const sig = mediaSignature(this.config.secrets.mediaSigning, 'public', key, expires);
    return `${bare}?expires=${expires}&sig=${sig}`;
  }
}
