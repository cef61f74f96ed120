import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

export const S3_BUCKET = 'bandwise-test';

export type LocalS3 = {
  endpoint: string;
  /** The server's settings for this store (BW_STORAGE=s3 ...). */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * An S3-compatible server on loopback (s3rver: the S3 REST protocol with signature checks, objects in a scratch
 * folder), with one empty bucket. The fake stands at the network edge only: the server talks to it with the official
 * SDK exactly as it would to a real store.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'bw-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: process.env.S3_DEBUG !== '1', directory, configureBuckets: [{ name: S3_BUCKET }] });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      BW_STORAGE: 's3',
      BW_S3_ENDPOINT: endpoint,
      BW_S3_BUCKET: S3_BUCKET,
      BW_S3_REGION: 'us-east-1',
      // s3rver's fixed test key (it checks the request signature made with it).
      BW_S3_ACCESS_KEY_ID: 'S3RVER',
      BW_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await s3.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
