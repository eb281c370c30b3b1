import type { ObjectStorage } from './port';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, a test server); empty for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path rather than the host name (most S3-compatible servers want it). */
  forcePathStyle: boolean;
}

/**
 * S3-compatible object storage through the AWS SDK: production's storage. The SDK (about 25 MB
 * resident) is loaded with the first object asked for, so a process that stores none does not carry it.
 */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  let connecting:
    Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: import('@aws-sdk/client-s3').S3Client }> | undefined;
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
      }),
    })));
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        const body = Buffer.from(await object.Body!.transformToByteArray());
        return {
          body,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: body.length,
          modifiedAt: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(keys) {
      if (keys.length === 0) return;
      const { sdk, client } = await connect();
      await client.send(
        new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
      );
    },
  };
}
