import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ContentScanResponse } from '@bandwise/core';
import type { Db } from '../db/client';
import { BundleRejected, MAX_BUNDLE_FILES, MAX_FILE_BYTES, mediaIn, testOfFolder } from './bundle';
import { createVersion, listVersions } from './versions';

/**
 * The content directory (BW_CONTENT_DIR): test folders an operator keeps on the server's disk, in the authoring
 * format, each with a test.yaml, at any depth up to two ('book7/' or 'ielts/book7/'). Read at start and when an admin
 * asks (POST /api/admin/content/scan); a new or changed folder becomes a draft version for an admin to publish, a
 * folder already stored makes nothing, so reading it again is harmless.
 */
async function testFolders(root: string, depth = 2): Promise<string[]> {
  const found: string[] = [];
  const entries = await readdir(root, { withFileTypes: true });
  if (entries.some((e) => e.isFile() && e.name === 'test.yaml')) return [root];
  if (depth === 0) return found;
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory() && !entry.name.startsWith('.')) found.push(...(await testFolders(path.join(root, entry.name), depth - 1)));
  }
  return found;
}

async function readFolder(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const names = (await readdir(dir)).filter((name) => name.endsWith('.yaml')).slice(0, MAX_BUNDLE_FILES);
  for (const name of names) {
    const full = path.join(dir, name);
    const info = await stat(full);
    if (info.isFile() && info.size <= MAX_FILE_BYTES) files[name] = await readFile(full, 'utf8');
  }
  return files;
}

export async function scanContentDirectory(
  db: Db,
  root: string,
  options: { mediaDir: string; actorId: number | null },
): Promise<ContentScanResponse> {
  const created: number[] = [];
  let unchanged = 0;
  const rejected: ContentScanResponse['rejected'] = [];
  const media = mediaIn(options.mediaDir);
  for (const dir of await testFolders(root)) {
    const folder = path.relative(root, dir) || path.basename(dir);
    try {
      const test = testOfFolder(await readFolder(dir), media);
      const made = await db.transaction((tx) => createVersion(tx, test, { source: 'directory', sourceName: folder, createdBy: options.actorId }));
      if (made.created) created.push(made.row.id);
      else unchanged += 1;
    } catch (error) {
      if (error instanceof BundleRejected) rejected.push({ folder, problems: error.problems });
      else if (error instanceof Error && 'statusCode' in error) rejected.push({ folder, problems: [{ file: 'test.yaml', line: null, message: error.message }] });
      else throw error;
    }
  }
  return { created: created.length ? await listVersions(db, created) : [], unchanged, rejected };
}
