import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gradableRecording, hasGradableCopy, prepareForGrading } from '../media/uploads';
import { UndecodableAudioError } from '../media/transcode';
import { PermanentGradingError } from './records';

/**
 * Reads the grader's copy of a stored upload (a path relative to the media folder, as the answer rows keep it): the
 * upload itself when it is WAV or Ogg/Opus, else the WAV converted beside it, converted now if the upload came while
 * ffmpeg was missing. A path that leaves the folder, a file that is gone or one that does not decode is a permanent
 * failure: no retry brings the recording back. Without ffmpeg the failure says so, and a retry after installing it works.
 */
export async function readRecording(mediaDir: string, relative: string): Promise<{ bytes: Uint8Array; mimeType: string }> {
  const root = path.resolve(mediaDir);
  const original = path.resolve(root, relative);
  if (!original.startsWith(root + path.sep)) throw new PermanentGradingError(`recording path '${relative}' is outside the media folder`);
  const gradable = gradableRecording(relative);
  if (gradable !== relative && !(await hasGradableCopy(root, relative))) {
    let converted: boolean;
    try {
      converted = await prepareForGrading(root, relative);
    } catch (error) {
      if (error instanceof UndecodableAudioError) throw new PermanentGradingError(`the recording '${relative}' does not decode: ${error.message}`);
      throw error;
    }
    if (!converted) {
      throw new PermanentGradingError(`the recording '${relative}' needs ffmpeg to be converted for grading: install it (apt-get install ffmpeg) and retry`);
    }
  }
  const full = path.resolve(root, gradable);
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
