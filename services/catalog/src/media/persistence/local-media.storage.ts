import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { mediaSignature } from '../domain/media-signature';
import type { MediaBucket, MediaStorage } from './media-storage.port';

/** The local path under which the API serves media (the nginx edge routes /api/media/ to catalog). */
export const LOCAL_MEDIA_ROUTE = '/api/media';

/** Media in a local folder (MEDIA_DIR, default .data/media), served by MediaController. */
export class LocalMediaStorage implements MediaStorage {
  readonly storageType = 'local' as const;

  constructor(
    readonly root: string,
    private readonly secret: string,
    private readonly baseUrl = '',
  ) {}

  pathOf(bucket: MediaBucket, key: string): string {
    return join(this.root, bucket, key);
  }

  async put(bucket: MediaBucket, key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(bucket, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  publicUrl(key: string): string {
    return `${this.baseUrl}${LOCAL_MEDIA_ROUTE}/public/${key}`;
  }

  async signedUrl(bucket: MediaBucket, key: string, ttlSeconds: number): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
    const sig = mediaSignature(this.secret, bucket, key, expires);
    return `${this.baseUrl}${LOCAL_MEDIA_ROUTE}/${bucket}/${key}?expires=${expires}&sig=${sig}`;
  }
}
