import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PermanentGradingError } from './records';

/**
 * Reads a stored upload (a path relative to the media folder, as the answer rows keep it). A path that leaves the
 * folder or a file that is gone is a permanent failure: no retry brings the recording back.
 */
export async function readRecording(mediaDir: string, relative: string): Promise<{ bytes: Uint8Array; mimeType: string }> {
  const root = path.resolve(mediaDir);
  const full = path.resolve(root, relative);
  if (!full.startsWith(root + path.sep)) throw new PermanentGradingError(`recording path '${relative}' is outside the media folder`);
  let bytes: Buffer;
  try {
    bytes = await readFile(full);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new PermanentGradingError(`the recording file '${relative}' is missing`);
    throw error;
  }
  const mimeType = full.endsWith('.ogg') ? 'audio/ogg' : 'audio/wav';
  return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), mimeType };
}
