import path from 'node:path';
import type { Config } from '../../platform/config';
import { createLocalStorage } from './local';
import type { ObjectStorage } from './port';
import { createS3Storage } from './s3';

type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** S3 when S3_BUCKET is set, else files under DATA_DIR/objects. */
export function createStorage(config: StorageConfig): ObjectStorage {
  if (!config.S3_BUCKET) return createLocalStorage(path.join(config.DATA_DIR, 'objects'));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

export type { ObjectStorage, StoredObject } from './port';
