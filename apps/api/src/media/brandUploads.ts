import { randomBytes } from 'node:crypto';
import { brandAssets, type BrandAsset } from '@bandwise/core';
import { HttpError } from '../http/errors';
import type { ObjectStore } from './storage';
import { ascii, detectAudio, uploadContentType, uploadUrl } from './uploads';

/**
 * A replacement logo or tutorial video an admin uploads: checked by its bytes (never its name or declared type) against
 * what the asset accepts, then kept in the object store (media/storage.ts: local disk or S3) with a random name, so the
 * old file's cached copies never stand in for the new one; served at /media/uploads/brand/... like the recordings.
 */
type MediaType = (typeof brandAssets)[BrandAsset]['types'][number];

/** The file's type by its first bytes, among the types brand assets accept. */
export function detectBrandMedia(bytes: Uint8Array): MediaType | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // The containers are the recordings' (WebM; ISO base media), but an audio-only M4A brand is not a video.
  const container = detectAudio(bytes);
  if (container === 'webm') return 'webm';
  if (container === 'm4a' && !/^M4[AB] /.test(ascii(bytes, 8, 12))) return 'mp4';
  return null;
}

const extensions: Record<MediaType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', mp4: 'mp4', webm: 'webm' };

/** Checks an upload for `asset` (415 for a wrong type, 413 for too large) and keeps it; answers its address. */
export async function storeBrandAsset(store: ObjectStore, asset: BrandAsset, bytes: Uint8Array): Promise<string> {
  const rule = brandAssets[asset];
  const type = detectBrandMedia(bytes);
  if (!type || !(rule.types as readonly string[]).includes(type)) throw new HttpError(415, `The ${asset} must be ${rule.label}`);
  if (bytes.length > rule.maxBytes) throw new HttpError(413, `The ${asset} must be ${rule.label}`);
  const relative = `brand/${randomBytes(16).toString('hex')}.${extensions[type]}`;
  // Stored durably before the setting points at it, so a crash never leaves the site showing a missing file.
  await store.put(relative, bytes, uploadContentType(relative));
  return uploadUrl(relative);
}
