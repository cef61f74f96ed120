import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';

/**
 * Where recordings and uploaded media live: the local disk of this machine (the embedded default, BW_MEDIA_DIR) or an
 * S3-compatible object store (BW_STORAGE=s3), so that every API and grading process reads what any of them stored
 * (PRODUCT.md section 9). A key is a relative name such as 'ielts/<hex>.webm': the answer rows keep it, and it is the
 * same on both stores, so moving from one to the other copies objects and touches no row.
 */
export interface ObjectStore {
  /** For the start log and the readiness answer: 'local disk /srv/media', 's3 bucket bandwise at http://...'. */
  readonly description: string;
  /** Stores the object durably before it resolves (an acknowledged recording survives a crash); replaces any old one. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The whole object, or null when there is none. */
  read(key: string): Promise<Uint8Array | null>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The object's bytes from `start` to `end` inclusive (the whole object without a range), or null when there is none. */
  stream(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  /** Removes the object; no error when there is none. */
  remove(key: string): Promise<void>;
  /** Every key under a prefix ('' for all): the PGlite-to-PostgreSQL move copies them (transfer.ts). */
  keys(prefix?: string): AsyncIterable<string>;
  /** Throws when the store cannot be reached (the readiness endpoint). */
  check(): Promise<void>;
}

/**
 * Keys are relative names of safe segments ('ielts/<hex>.webm', 'media/<hex>.mp4'): never absolute, never '..' or
 * a dotfile, so a key can name nothing outside the media folder or the bucket's own objects.
 */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\/){0,3}[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function requireKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`'${key}' is not a storage key`);
  return key;
}

/** Local disk: one file per key under the media folder, written with fsync before `put` resolves. */
export function localStore(root: string): ObjectStore {
  const base = path.resolve(root);
  const file = (key: string) => path.join(base, requireKey(key));
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    description: `local disk ${base}`,
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const handle = await open(target, 'w');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
    async read(key) {
      try {
        const bytes = await readFile(file(key));
        return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        const info = await stat(file(key));
        return info.isFile() ? info.size : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async stream(key, range) {
      if ((await this.size(key)) === null) return null;
      return createReadStream(file(key), range ?? {});
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
    async *keys(prefix = '') {
      let entries: string[];
      try {
        entries = await readdir(base, { recursive: true });
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      for (const entry of entries.sort()) {
        const key = entry.split(path.sep).join('/');
        if (key.startsWith(prefix) && isStorageKey(key) && (await stat(path.join(base, entry))).isFile()) yield key;
      }
    },
    async check() {
      await mkdir(base, { recursive: true });
    },
  };
}

/** The store the configuration names: local disk by default, an S3-compatible bucket with BW_STORAGE=s3. */
export async function createObjectStore(config: Config): Promise<ObjectStore> {
  if (config.BW_STORAGE === 'local') return localStore(config.BW_MEDIA_DIR);
  // Loaded only when used: the SDK is large and the embedded default never needs it.
  const { s3Store } = await import('./s3Store');
  return s3Store(config);
}
