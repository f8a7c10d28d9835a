import type { QuizKind } from '@exam/contracts';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { APP_CONFIG, nativeCollection, type AppConfig } from '@exam/common';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';
import type { ImageRef, ImageVariantRef } from '../domain/media-links';
import type { PrivateFile, QuizContent } from '../../quizzes/domain/quiz-content';
import { imageVariants } from '../image-variants';
import { renderPdfPages } from '../pdf-pages.renderer';
import { contentTypeOf, MEDIA_STORAGE, type MediaBucket, type MediaStorage } from './media-storage.port';

/** Which quiz a private file belongs to, keyed `<bucket>/<key>`: signed URLs and downloads follow its quiz. */
export interface MediaObjectDoc {
  _id: string;
  bucket: MediaBucket;
  key: string;
  kind: QuizKind | null;
  quizId: string | null;
}

/** A stored public image: its reference (as quizzes keep it) and its key. */
export type StoredImage = Extract<ImageRef, object> & { storageType: string; fileName: string };

/** The reference a quiz keeps of a stored image (without its key). */
export function imageRefOf({ fileName: _key, ...ref }: StoredImage): ImageRef {
  return ref;
}

/** Stores uploads through the storage port, renders PDFs to page images, and remembers who owns a file. */
@Injectable()
export class MediaLibrary {
  constructor(
    @Inject(MEDIA_STORAGE) readonly storage: MediaStorage,
    @InjectConnection(CATALOG) private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private objects(): Collection<MediaObjectDoc> {
    return nativeCollection<MediaObjectDoc>(this.connection, 'media_objects');
  }

  /**
   * Stores a public image as it came, with its size and its WebP copies (`<key>-w<width>.webp`) when sharp
   * can read it, so pages reserve its space and browsers download the copy that fits (issue 37).
   */
  async storeImage(folder: string, ext: string, body: Buffer): Promise<StoredImage> {
    const name = `${folder}/${randomUUID()}`;
    const key = `${name}.${ext}`;
    await this.storage.put('public', key, body, contentTypeOf(key));
    const stored: StoredImage = {
      url: this.storage.publicUrl(key),
      storageType: this.storage.storageType,
      fileName: key,
    };
    const sized = await imageVariants(body);
    if (!sized) return stored;
    const variants: ImageVariantRef[] = [];
    for (const copy of sized.copies) {
      const copyKey = `${name}-w${copy.width}.webp`;
      await this.storage.put('public', copyKey, copy.body, 'image/webp');
      variants.push({ url: this.storage.publicUrl(copyKey), width: copy.width });
    }
    return { ...stored, width: sized.width, height: sized.height, ...(variants.length ? { variants } : {}) };
  }

  async storePrivate(folder: string, ext: string, body: Buffer): Promise<PrivateFile> {
    const key = `${folder}/${randomUUID()}.${ext}`;
    await this.storage.put('private', key, body, contentTypeOf(key));
    await this.objects().updateOne(
      { _id: `private/${key}` },
      { $setOnInsert: { bucket: 'private', key, kind: null, quizId: null } },
      { upsert: true },
    );
    return { bucketName: 'private', fileName: key, storageType: this.storage.storageType };
  }

  /** Renders every page of a PDF and stores the images; answers them in page order. */
  async storePdfPages(pdf: Buffer): Promise<ImageRef[]> {
    const pages = await renderPdfPages(pdf);
    const folder = `pdf-pages/${randomUUID()}`;
    const refs: ImageRef[] = [];
    for (const [i, webp] of pages.entries()) {
      const key = `${folder}/page-${String(i + 1).padStart(3, '0')}.webp`;
      await this.storage.put('public', key, webp, 'image/webp');
      refs.push({ url: this.storage.publicUrl(key), storageType: this.storage.storageType });
    }
    return refs;
  }

  /** Records which quiz the private files it references belong to (uploaded before the quiz was saved). */
  async claim(kind: QuizKind, quizId: string, content: QuizContent): Promise<void> {
    const files = [
      content.quiz_pdf,
      content.quiz_pdf_hindi,
      content.quiz_video,
      ...content.questions.flatMap((q) => [q.question_pdf, q.video_link]),
    ].filter((f): f is PrivateFile => !!f && (f.bucketName === 'private' || f.bucketName === 'public'));
    for (const f of files) {
      await this.objects().updateOne(
        { _id: `${f.bucketName}/${f.fileName}` },
        { $set: { bucket: f.bucketName as MediaBucket, key: f.fileName, kind, quizId } },
        { upsert: true },
      );
    }
  }

  owner(bucket: MediaBucket, key: string): Promise<MediaObjectDoc | null> {
    return this.objects().findOne({ _id: `${bucket}/${key}` });
  }

  signedUrl(bucket: MediaBucket, key: string): Promise<string> {
    return this.storage.signedUrl(bucket, key, this.config.MEDIA_URL_TTL_SECONDS);
  }
}
