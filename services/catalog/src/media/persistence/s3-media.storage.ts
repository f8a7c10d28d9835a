import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PUBLIC_MEDIA_CACHE, type MediaBucket, type MediaStorage } from './media-storage.port';

/**
 * Media in one S3 bucket (S3_BUCKET), the logical buckets as key prefixes: `public/…` objects are readable
 * through the bucket policy, `private/…` ones only through URLs presigned by the AWS SDK.
 */
export class S3MediaStorage implements MediaStorage {
  readonly storageType = 's3' as const;
  private readonly client: S3Client;

  constructor(
    private readonly bucket: string,
    private readonly region = 'ap-south-1',
    private readonly endpoint?: string,
  ) {
    this.client = new S3Client({ region, ...(endpoint ? { endpoint, forcePathStyle: true } : {}) });
  }

  async put(bucket: MediaBucket, key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: `${bucket}/${key}`,
        Body: body,
        ContentType: contentType,
        ...(bucket === 'public' ? { CacheControl: PUBLIC_MEDIA_CACHE } : {}),
      }),
    );
  }

  publicUrl(key: string): string {
    const base = this.endpoint
      ? `${this.endpoint.replace(/\/$/, '')}/${this.bucket}`
      : `https://${this.bucket}.s3.${this.region}.amazonaws.com`;
    return `${base}/public/${key}`;
  }

  signedUrl(bucket: MediaBucket, key: string, ttlSeconds: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: `${bucket}/${key}` }), {
      expiresIn: ttlSeconds,
    });
  }
}
