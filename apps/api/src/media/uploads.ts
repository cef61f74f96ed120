import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HttpError } from '../http/errors';
import type { ObjectStore } from './storage';
import { convertToWav, ffmpegAvailable, UndecodableAudioError } from './transcode';

/** Recordings may be at most this large (a 2-minute 16 kHz mono WAV is about 3.8 MB). */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;

/**
 * The containers a browser's MediaRecorder (or a recorder of our own) produces, as the file extension they are kept
 * under: WAV, Ogg with Opus ('ogg'), Ogg with another codec ('oga'), WebM/Matroska ('webm'), MP4/AAC ('m4a').
 */
export type AudioKind = 'wav' | 'ogg' | 'oga' | 'webm' | 'm4a';
/** What the grader decodes itself (packages/grading): everything else is converted to WAV beside the original. */
const GRADABLE: ReadonlySet<string> = new Set(['wav', 'ogg']);

/** Bytes from..to as Latin-1 text, for reading magic numbers. */
export const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The audio container by its first bytes; file names and declared types are not trusted (clients label WebM '.wav'). */
export function detectAudio(bytes: Uint8Array): AudioKind | null {
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  // An Ogg stream's first page carries the codec header at byte 28: 'OpusHead' for Opus.
  if (bytes.length >= 36 && ascii(bytes, 0, 4) === 'OggS') return ascii(bytes, 28, 36) === 'OpusHead' ? 'ogg' : 'oga';
  // EBML magic: WebM and Matroska.
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  // ISO base media: a 'ftyp' box first (MP4, M4A, 3GP).
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return 'm4a';
  return null;
}

/** Checks the bytes are a recording in a container we read, else answers 415 with a readable message. */
export function requireAudio(bytes: Uint8Array, field: string): AudioKind {
  const kind = detectAudio(bytes);
  if (!kind) throw new HttpError(415, `${field} must be an audio recording: WAV, WebM/Opus, Ogg/Opus or MP4/AAC`);
  if (bytes.length > MAX_AUDIO_BYTES) throw new HttpError(413, 'The uploaded file is too large');
  return kind;
}

/** The file the grader reads for an upload: the upload itself when it decodes it, else the WAV converted beside it. */
export function gradableRecording(relative: string): string {
  const extension = path.extname(relative).slice(1);
  return GRADABLE.has(extension) ? relative : `${relative.slice(0, -extension.length - 1)}.wav`;
}

/**
 * Converts an upload the grader cannot decode into its WAV beside it in the store. Answers false when ffmpeg is missing
 * (the original is kept, grading waits for ffmpeg); throws UndecodableAudioError when the bytes do not decode.
 * ffmpeg reads and writes files (an MP4 may keep its index at the end, which a pipe cannot seek to), so the bytes
 * pass through a scratch folder whichever store keeps them.
 */
export async function prepareForGrading(store: ObjectStore, relative: string, original?: Uint8Array): Promise<boolean> {
  const target = gradableRecording(relative);
  if (target === relative) return true;
  if (!(await ffmpegAvailable())) return false;
  const bytes = original ?? (await store.read(relative));
  if (!bytes) return false;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'bw-convert-'));
  try {
    const input = path.join(scratch, path.basename(relative));
    const output = path.join(scratch, path.basename(target));
    await writeFile(input, bytes);
    await convertToWav(input, output);
    await store.put(target, await readFile(output), 'audio/wav');
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return true;
}

/**
 * Keeps a recording in the store under a random name, durably before the answer is stored, so an acknowledged
 * recording survives a crash; the original stays for playback and a WAV copy is made for the grader when it cannot
 * decode the original. Answers the original's key ('ielts/<hex>.webm').
 */
export async function storeRecording(store: ObjectStore, subdir: 'ielts' | 'multi-level', bytes: Uint8Array, kind: AudioKind): Promise<string> {
  const relative = `${subdir}/${randomBytes(16).toString('hex')}.${kind}`;
  await store.put(relative, bytes, uploadContentType(relative));
  try {
    await prepareForGrading(store, relative, bytes);
  } catch (error) {
    await removeUpload(store, relative);
    if (error instanceof UndecodableAudioError) throw new HttpError(415, `The recording could not be decoded as ${kind.toUpperCase()} audio`);
    throw error;
  }
  return relative;
}

/** Removes an upload whose answer was refused, and its grader copy. */
export async function removeUpload(store: ObjectStore, relative: string): Promise<void> {
  await store.remove(relative);
  const copy = gradableRecording(relative);
  if (copy !== relative) await store.remove(copy);
}

/** Whether an upload's grader copy is stored. */
export async function hasGradableCopy(store: ObjectStore, relative: string): Promise<boolean> {
  return (await store.size(gradableRecording(relative))) !== null;
}

/** The address of an upload under the API base ('/media/uploads/...'). */
export function uploadUrl(relative: string): string {
  return `/media/uploads/${relative}`;
}

/**
 * The upload a voiceUrl names, however a client joined it to a path ('/media/uploads/ielts/<hex>.webm',
 * 'media/uploads/ielts/<hex>.webm' or 'ielts/<hex>.webm'); null for anything that is not an upload's name.
 */
export function uploadFromUrl(url: string): string | null {
  const relative = url.replace(/^\/+/, '').replace(/^media\/uploads\//, '');
  return RECORDING_KEY.test(relative) ? relative : null;
}

const RECORDING_KEY = /^(ielts|multi-level)\/[0-9a-f]{32}\.(wav|ogg|oga|webm|m4a)$/;
/** Brand media an admin uploads (media/brandUploads.ts). */
const MEDIA_KEY = /^brand\/[0-9a-f]{32}\.(mp4|webm|png|jpg|webp)$/;
/** A published test's own recordings and pictures, from its bundle (content/bundle.ts). */
const CONTENT_KEY = /^content\/[0-9a-f]{32}\.(mp3|png|jpg|webp|svg)$/;

/** Whether a key names something served at /media/uploads/: a recording (and its grader copy) or an uploaded medium. */
export function isServedUpload(key: string): boolean {
  return RECORDING_KEY.test(key) || MEDIA_KEY.test(key) || CONTENT_KEY.test(key);
}

/** The Content-Type a stored recording or medium is served with. */
export function uploadContentType(key: string): string {
  const types: Record<string, string> = {
    wav: 'audio/wav',
    ogg: 'audio/ogg',
    oga: 'audio/ogg',
    webm: key.startsWith('brand/') ? 'video/webm' : 'audio/webm',
    m4a: 'audio/mp4',
    mp4: 'video/mp4',
    png: 'image/png',
    jpg: 'image/jpeg',
    webp: 'image/webp',
    mp3: 'audio/mpeg',
    svg: 'image/svg+xml',
  };
  return types[path.extname(key).slice(1)] ?? 'application/octet-stream';
}

/** The address of a shipped content file under the API base; absolute addresses pass through. */
export function contentMediaUrl(relative: string | null): string | null {
  if (relative === null || relative === '') return relative;
  if (/^(https?:)?\/\//.test(relative) || relative.startsWith('/')) return relative;
  return `/media/${relative}`;
}
