export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

/** Logical buckets: images anyone may see, and files (videos, PDFs) handed out only as signed URLs. */
export const MEDIA_BUCKETS = ['public', 'private'] as const;
export type MediaBucket = (typeof MEDIA_BUCKETS)[number];

/** Where uploaded media is kept: a local folder (embedded mode) or S3 (production). */
export interface MediaStorage {
  readonly storageType: 'local' | 's3';
  put(bucket: MediaBucket, key: string, body: Buffer, contentType: string): Promise<void>;
  /** A stable URL for a public object (images, PDF page images). */
  publicUrl(key: string): string;
  /** An expiring URL for any object. */
  signedUrl(bucket: MediaBucket, key: string, ttlSeconds: number): Promise<string>;
}

/**
 * Public objects are never rewritten (every stored file gets a new random key), so browsers may keep them for a
 * year without asking again.
 */
export const PUBLIC_MEDIA_CACHE = 'public, max-age=31536000, immutable';

/** Object keys are ours: `<folder>/<uuid>.<ext>` and the like; nothing that climbs out of a folder. */
export const MEDIA_KEY_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/;

export function isSafeMediaKey(key: string): boolean {
  return MEDIA_KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
