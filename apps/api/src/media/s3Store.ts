import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { requireKey, type ObjectStore } from './storage';

/** A key no upload ever has (uploads are named by 128-bit random hex), asked for by the readiness check. */
const PROBE_KEY = 'readiness-probe';

const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * An S3-compatible bucket through the official SDK: AWS S3 itself, or a self-hosted store (MinIO, Ceph, Garage...) at
 * BW_S3_ENDPOINT, addressed path-style (http://host/bucket/key) because such stores rarely have a DNS name per bucket.
 * Credentials: BW_S3_ACCESS_KEY_ID and BW_S3_SECRET_ACCESS_KEY, else the SDK's own chain (AWS_ACCESS_KEY_ID..., an
 * instance role). The bucket must exist: the operator creates it (docs/DEPLOY.md).
 */
export function s3Store(config: Config): ObjectStore {
  const bucket = config.BW_S3_BUCKET;
  if (!bucket) throw new Error('Invalid environment:\n  BW_S3_BUCKET: required with BW_STORAGE=s3');
  const client = new S3Client({
    region: config.BW_S3_REGION,
    ...(config.BW_S3_ENDPOINT ? { endpoint: config.BW_S3_ENDPOINT } : {}),
    forcePathStyle: config.BW_S3_PATH_STYLE,
    ...(config.BW_S3_ACCESS_KEY_ID && config.BW_S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.BW_S3_ACCESS_KEY_ID, secretAccessKey: config.BW_S3_SECRET_ACCESS_KEY } }
      : {}),
    // Checksums only where S3 requires them: the SDK's default (a CRC trailer on every upload) is not understood by
    // many S3-compatible stores, and the object's Content-MD5-free PUT is what they all take.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const where = config.BW_S3_ENDPOINT ?? `region ${config.BW_S3_REGION}`;
  return {
    description: `s3 bucket ${bucket} at ${where}`,
    async put(key, bytes, contentType) {
      // S3 acknowledges a PUT once the object is durably stored: the same promise as the local disk's fsync.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: requireKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: requireKey(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: requireKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async stream(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: requireKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        return answer.Body instanceof Readable ? answer.Body : Readable.from([]);
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: requireKey(key) }));
    },
    async *keys(prefix = '') {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
        for (const item of page.Contents ?? []) if (item.Key) yield item.Key;
      }
    },
    async check() {
      // An object-level probe: 'NoSuchKey' for the absent probe proves the address, the bucket and the key work (a
      // missing bucket answers 'NoSuchBucket', a wrong key 403: both throw).
      try {
        await client.send(new GetObjectCommand({ Bucket: bucket, Key: PROBE_KEY }));
      } catch (error) {
        if (!(error instanceof S3ServiceException && error.name === 'NoSuchKey')) throw error;
      }
    },
  };
}
