import { join } from 'node:path';
import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@exam/common';
import { LocalMediaStorage } from './local-media.storage';
import { MEDIA_STORAGE } from './media-storage.port';
import { S3MediaStorage } from './s3-media.storage';

/** S3 when S3_BUCKET is set (production); otherwise a local folder (MEDIA_DIR, default .data/media). */
export const mediaStorageProvider: Provider = {
  provide: MEDIA_STORAGE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) =>
    config.S3_BUCKET
      ? new S3MediaStorage(config.S3_BUCKET, config.S3_REGION, config.S3_ENDPOINT)
      : new LocalMediaStorage(
          config.MEDIA_DIR ?? join(config.dataDir, 'media'),
          config.secrets.mediaSigning,
          config.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? '',
        ),
};
