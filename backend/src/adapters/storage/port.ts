/** A stored object, as read back. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
  size: number;
  modifiedAt: Date;
}

/**
 * The storage port for files the app keeps (recipe photos): local disk under DATA_DIR in the
 * embedded default, S3-compatible object storage in production. Keys are `/`-separated paths the
 * app makes itself (never a user's text).
 */
export interface ObjectStorage {
  kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes what exists of `keys`; absent keys are fine. */
  delete(keys: string[]): Promise<void>;
}
