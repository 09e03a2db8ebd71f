import fs from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { AppConfig } from '../../config';

/** Where uploaded files live: `./data/uploads` served by this app, or an S3-compatible bucket. */
export type FileStore = { save(key: string, bytes: Buffer, contentType: string): Promise<string> };

export const LOCAL_UPLOADS_PREFIX = '/uploads/';

export function createLocalFileStore(uploadsDir: string): FileStore {
  return {
    async save(key, bytes) {
      await fs.mkdir(uploadsDir, { recursive: true });
      await fs.writeFile(path.join(uploadsDir, key), bytes);
      return `${LOCAL_UPLOADS_PREFIX}${key}`;
    },
  };
}

export function createS3FileStore(s3: NonNullable<AppConfig['s3']>): FileStore {
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    region: s3.region,
    service: 's3',
  });
  return {
    async save(key, bytes, contentType) {
      const response = await client.fetch(`${s3.endpoint.replace(/\/$/, '')}/${s3.bucket}/${key}`, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      });
      if (!response.ok) throw new Error(`Object storage refused the upload (${response.status})`);
      return `${s3.publicUrl}/${key}`;
    },
  };
}

export function createFileStore(config: AppConfig): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(config.uploadsDir);
}
