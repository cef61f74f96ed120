import { randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../http/errors';

/** Recordings may be at most this large (a 2-minute 16 kHz mono WAV is about 3.8 MB). */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;

export type AudioKind = 'wav' | 'ogg';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The audio container by its first bytes: 'RIFF'....'WAVE' or 'OggS'. File names and declared types are not trusted. */
export function detectAudio(bytes: Uint8Array): AudioKind | null {
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  if (bytes.length >= 27 && ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  return null;
}

/** Checks the bytes are one of the allowed containers, else answers 415 with a readable message. */
export function requireAudio(bytes: Uint8Array, allowed: readonly AudioKind[], field: string): AudioKind {
  const kind = detectAudio(bytes);
  if (!kind || !allowed.includes(kind)) {
    const names = allowed.map((k) => (k === 'wav' ? 'WAV (RIFF/WAVE)' : 'Ogg (Opus)')).join(' or ');
    throw new HttpError(415, `${field} must be a ${names} recording`);
  }
  if (bytes.length > MAX_AUDIO_BYTES) throw new HttpError(413, 'The uploaded file is too large');
  return kind;
}

/**
 * Writes an upload under the media folder with a random name, flushed to disk before the answer is stored, so an
 * acknowledged recording survives a crash. Answers the path relative to the media folder ('ielts/<hex>.wav').
 */
export async function saveUpload(mediaDir: string, subdir: 'ielts' | 'multi-level', bytes: Uint8Array, kind: AudioKind): Promise<string> {
  const relative = `${subdir}/${randomBytes(16).toString('hex')}.${kind}`;
  const target = path.join(mediaDir, relative);
  await mkdir(path.dirname(target), { recursive: true });
  const handle = await open(target, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return relative;
}

/** Removes an upload whose answer was refused. */
export async function removeUpload(mediaDir: string, relative: string): Promise<void> {
  await rm(path.join(mediaDir, relative), { force: true });
}

/** The address of an upload under the API base ('/media/uploads/...'). */
export function uploadUrl(relative: string): string {
  return `/media/uploads/${relative}`;
}

/** The address of a shipped content file under the API base; absolute addresses pass through. */
export function contentMediaUrl(relative: string | null): string | null {
  if (relative === null || relative === '') return relative;
  if (/^(https?:)?\/\//.test(relative) || relative.startsWith('/')) return relative;
  return `/media/${relative}`;
}
