import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's ffmpeg (apt-get install ffmpeg); another binary through BW_FFMPEG is not needed so far. */
const FFMPEG = 'ffmpeg';
/** A two-minute recording converts in well under a second; this only stops a wedged process. */
const TIMEOUT_MS = 60_000;

let available: Promise<boolean> | null = null;

/** Whether ffmpeg runs on this machine, asked once per process. */
export function ffmpegAvailable(): Promise<boolean> {
  available ??= run(FFMPEG, ['-version'], { timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  return available;
}

/** Why a recording could not be converted: ffmpeg could not decode it (the bytes are not the audio they claim to be). */
export class UndecodableAudioError extends Error {
  override name = 'UndecodableAudioError';
}

/**
 * Decodes any recording ffmpeg reads (WebM/Opus, MP4/AAC, Ogg/Vorbis...) into 16 kHz mono 16-bit PCM WAV, which the
 * grader decodes and the speech recogniser expects.
 */
export async function convertToWav(input: string, output: string): Promise<void> {
  try {
    await run(FFMPEG, ['-nostdin', '-v', 'error', '-y', '-i', input, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', output], {
      timeout: TIMEOUT_MS,
    });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim().split('\n').at(-1) ?? '';
    throw new UndecodableAudioError(stderr || (error as Error).message);
  }
}
