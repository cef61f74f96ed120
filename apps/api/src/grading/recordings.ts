import { gradableRecording, hasGradableCopy, prepareForGrading } from '../media/uploads';
import { isStorageKey, type ObjectStore } from '../media/storage';
import { UndecodableAudioError } from '../media/transcode';
import { PermanentGradingError } from './records';

/**
 * Reads the grader's copy of a stored upload (its key in the object store, as the answer rows keep it): the upload
 * itself when it is WAV or Ogg/Opus, else the WAV converted beside it, converted now if the upload came while ffmpeg
 * was missing. A key that is not a storage key, an object that is gone or one that does not decode is a permanent
 * failure: no retry brings the recording back. Without ffmpeg the failure says so, and a retry after installing it works.
 */
export async function readRecording(store: ObjectStore, relative: string): Promise<{ bytes: Uint8Array; mimeType: string }> {
  if (!isStorageKey(relative)) throw new PermanentGradingError('recording-missing', `recording path '${relative}' is outside the media folder`);
  const gradable = gradableRecording(relative);
  if (gradable !== relative && !(await hasGradableCopy(store, relative))) {
    let converted: boolean;
    try {
      converted = await prepareForGrading(store, relative);
    } catch (error) {
      if (error instanceof UndecodableAudioError) throw new PermanentGradingError('recording-undecodable', `the recording '${relative}' does not decode: ${error.message}`);
      throw error;
    }
    if (!converted) {
      if ((await store.size(relative)) === null) throw new PermanentGradingError('recording-missing', `the recording file '${relative}' is missing`);
      throw new PermanentGradingError('converter-missing', `the recording '${relative}' needs ffmpeg to be converted for grading: install it (apt-get install ffmpeg) and retry`);
    }
  }
  const bytes = await store.read(gradable);
  if (!bytes) throw new PermanentGradingError('recording-missing', `the recording file '${relative}' is missing`);
  return { bytes, mimeType: gradable.endsWith('.ogg') ? 'audio/ogg' : 'audio/wav' };
}
