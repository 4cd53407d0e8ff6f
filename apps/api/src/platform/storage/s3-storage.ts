import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { byteLimiter } from './local-storage.ts';
import {
  assertValidKey,
  normalizePrefix,
  uploadsUrl,
  type FileStorage,
  type StoredEntry,
} from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name: MinIO, s3rver and most S3-compatible servers. */
  forcePathStyle?: boolean;
  /** Public address of the files (a CDN in front of the bucket); unset, the API serves them at /uploads/. */
  mediaBaseUrl?: string;
}

/** Parts of 8 MB, two in flight: a video upload holds at most ~16 MB in memory, whatever its size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2...), the same contract as the local disk
 * (storage.ts): an object appears only once completely written (a single PUT, or a multipart upload that
 * S3 assembles only at its completion, aborted on any failure), so a row is never written for half a file.
 * Every API process sees the same files. Keys are the object names; nothing is ever renamed.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage & { client: S3Client } {
  const { bucket } = options;
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region ?? 'us-east-1',
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const base = options.mediaBaseUrl?.replace(/\/$/, '');

  const deleteKeys = async (keys: string[]) => {
    if (keys.length === 0) return;
    await client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  };

  async function* list(prefix?: string): AsyncGenerator<StoredEntry> {
    const folder = prefix === undefined ? undefined : `${normalizePrefix(prefix)}/`;
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: folder, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key,
          size: Number(object.Size ?? 0),
          modifiedAt: object.LastModified?.getTime() ?? Date.now(),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    client,

    put: async (key, data) => {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentLength: data.length }),
      );
    },

    putStream: async (key, stream: Readable, opts = {}) => {
      assertValidKey(key);
      // The body passes a byte counter that fails past maxBytes; the multipart upload then aborts, and S3
      // discards its parts (nothing appears under the key).
      const counter = byteLimiter(opts.maxBytes);
      const body = new PassThrough();
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      const feeding = pipeline(stream, counter.transform, body);
      try {
        await Promise.all([feeding, upload.done()]);
      } catch (err) {
        await upload.abort().catch(() => undefined);
        // The source's own error (too large, client gone) says more than the aborted upload's.
        await feeding.catch((sourceError: unknown) => {
          throw sourceError;
        });
        throw err;
      }
      return { bytes: counter.bytes() };
    },

    copy: async (fromKey, toKey) => {
      assertValidKey(fromKey);
      assertValidKey(toKey);
      await client.send(
        new CopyObjectCommand({ Bucket: bucket, Key: toKey, CopySource: `${bucket}/${encodeURI(fromKey)}` }),
      );
    },

    delete: async (key) => {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    deletePrefix: async (prefix) => {
      // One request deletes up to 1,000 keys, a listing page's worth.
      let batch: string[] = [];
      for await (const { key } of list(prefix)) {
        batch.push(key);
        if (batch.length === 1000) {
          await deleteKeys(batch);
          batch = [];
        }
      }
      await deleteKeys(batch);
    },

    exists: async (key) => {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },

    list,

    read: async (key, range) => {
      assertValidKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
          }),
        );
        const length = Number(answer.ContentLength ?? 0);
        // "bytes 0-99/1234" when a range was asked for.
        const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
        const start = range?.start ?? 0;
        return {
          body: answer.Body as Readable,
          size: total === undefined ? length : Number(total),
          start,
          end: start + length - 1,
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    check: async () => {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },

    publicUrl: (key) => {
      assertValidKey(key);
      return base ? `${base}/${key}` : uploadsUrl(key);
    },
  };
}
