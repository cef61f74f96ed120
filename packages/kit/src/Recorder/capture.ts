import { concatSamples, downsample, encodeWav } from './wav';
import { createPcmWorkletUrl, PCM_WORKLET_NAME } from './pcmWorklet';

export const recorderFormats = ['wav', 'ogg'] as const;
export type RecorderFormat = (typeof recorderFormats)[number];

export const recorderErrorReasons = [
  'microphone-denied',
  'microphone-unavailable',
  'unsupported',
  'capture-failed',
  'upload-failed',
] as const;
export type RecorderErrorReason = (typeof recorderErrorReasons)[number];

/** Why recording or submitting failed, with the underlying error kept for logs. */
export class RecorderError extends Error {
  readonly reason: RecorderErrorReason;
  override readonly cause: unknown;
  constructor(reason: RecorderErrorReason, message: string, cause?: unknown) {
    super(message);
    this.name = 'RecorderError';
    this.reason = reason;
    this.cause = cause;
  }
}

export interface RecordingInfo {
  /** The true type of the bytes, e.g. 'audio/wav' or 'audio/webm;codecs=opus'. */
  mimeType: string;
  /** Length of the audio. */
  durationMs: number;
}

export interface CaptureOptions {
  format: RecorderFormat;
  /** WAV sample rate; the capture is downsampled to it. */
  sampleRate: number;
  /** Audio beyond this is dropped, so a late stop never makes an answer longer than the limit. */
  maxDurationMs?: number;
}

export interface CaptureSession {
  /** Feeds the level meter. */
  analyser: AnalyserNode;
  /** What the recording will be. */
  mimeType: string;
  /** Ends capture and returns the recording. */
  stop: () => Promise<{ blob: Blob; info: RecordingInfo }>;
  /** Ends capture and throws the audio away (unmount). */
  abort: () => void;
}

/**
 * The Opus container the recorder writes: Ogg only. Servers and graders read Ogg/Opus and WAV (the multi-level upload
 * is named .ogg); a browser whose MediaRecorder writes only WebM records WAV instead, which every server takes.
 */
export const opusMimeTypes = ['audio/ogg;codecs=opus'] as const;

/** The Ogg/Opus type when this browser's MediaRecorder can write it; otherwise undefined (the recorder falls back to WAV). */
export function pickOpusMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') return undefined;
  return opusMimeTypes.find((type) => MediaRecorder.isTypeSupported(type));
}

function microphoneError(cause: unknown): RecorderError {
  const name = (cause as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return new RecorderError('microphone-denied', 'Microphone access was denied', cause);
  }
  if (name === 'NotFoundError' || name === 'NotReadableError' || name === 'OverconstrainedError' || name === 'AbortError') {
    return new RecorderError('microphone-unavailable', 'No usable microphone', cause);
  }
  return new RecorderError('capture-failed', 'The microphone could not be opened', cause);
}

type AudioContextCtor = typeof AudioContext;

function audioContextClass(): AudioContextCtor | undefined {
  const w = globalThis as unknown as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  return w.AudioContext ?? w.webkitAudioContext;
}

/** Resolves when `promise` does, or after `ms` if it never settles (a resume() waiting for a user gesture). */
function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}

/** Samples from the microphone through an AudioWorklet, or a ScriptProcessor where worklets cannot load. */
async function pcmTap(context: AudioContext, source: MediaStreamAudioSourceNode, onSamples: (chunk: Float32Array) => void) {
  const sink = context.createGain();
  // A silent path to the speakers keeps the graph pulling samples without echoing the learner's voice.
  sink.gain.value = 0;
  sink.connect(context.destination);

  if (context.audioWorklet && typeof AudioWorkletNode !== 'undefined') {
    const url = createPcmWorkletUrl();
    try {
      await context.audioWorklet.addModule(url);
      const node = new AudioWorkletNode(context, PCM_WORKLET_NAME, {
        numberOfInputs: 1,
        numberOfOutputs: 1,
        channelCount: 1,
        channelCountMode: 'explicit',
        channelInterpretation: 'speakers',
      });
      let stopped: (() => void) | undefined;
      node.port.onmessage = (event: MessageEvent<{ type: string; samples?: Float32Array }>) => {
        if (event.data.type === 'samples' && event.data.samples) onSamples(event.data.samples);
        else if (event.data.type === 'stopped') stopped?.();
      };
      source.connect(node);
      node.connect(sink);
      return {
        kind: 'worklet' as const,
        /** Asks the worklet for its last partial chunk, then disconnects. */
        async finish() {
          await settleWithin(
            new Promise<void>((resolve) => {
              stopped = resolve;
              node.port.postMessage('stop');
            }),
            500,
          );
          node.port.onmessage = null;
          source.disconnect(node);
          node.disconnect();
          sink.disconnect();
        },
      };
    } catch {
      // A content security policy without blob: in script-src blocks the module: fall back below.
    } finally {
      URL.revokeObjectURL(url);
    }
  }

  // Deprecated but everywhere; runs on the main thread, so a busy page may drop a few samples.
  const processor = context.createScriptProcessor(4096, 1, 1);
  processor.onaudioprocess = (event) => onSamples(new Float32Array(event.inputBuffer.getChannelData(0)));
  source.connect(processor);
  processor.connect(sink);
  return {
    kind: 'script-processor' as const,
    async finish() {
      processor.onaudioprocess = null;
      source.disconnect(processor);
      processor.disconnect();
      sink.disconnect();
    },
  };
}

/**
 * Opens the microphone and starts recording: 16-bit PCM mono WAV captured sample by sample, or Ogg/Opus (WebM/Opus
 * where Ogg is not offered) through MediaRecorder. WAV is also the fallback when no Opus recorder exists.
 */
export async function startCapture(options: CaptureOptions): Promise<CaptureSession> {
  const Context = audioContextClass();
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia || !Context) {
    throw new RecorderError('unsupported', 'This browser cannot record audio');
  }
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
  } catch (cause) {
    throw microphoneError(cause);
  }

  let context: AudioContext | undefined;
  const releaseDevices = () => {
    for (const track of stream.getTracks()) track.stop();
    if (context && context.state !== 'closed') void context.close().catch(() => undefined);
  };

  try {
    // The context runs at the hardware rate: Firefox refuses to connect a microphone to a context at another rate.
    context = new Context();
    await settleWithin(context.resume(), 1000);
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    source.connect(analyser);
    const startedAt = performance.now();
    const limitMs = options.maxDurationMs ?? Number.POSITIVE_INFINITY;

    const opus = options.format === 'ogg' ? pickOpusMimeType() : undefined;
    if (opus) {
      const recorder = new MediaRecorder(stream, { mimeType: opus, audioBitsPerSecond: 32_000 });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.start(250);
      return {
        analyser,
        mimeType: recorder.mimeType || opus,
        stop: () =>
          new Promise((resolve, reject) => {
            const durationMs = Math.min(performance.now() - startedAt, limitMs);
            const finish = () => {
              releaseDevices();
              // Report what the recorder really wrote, not what was asked for.
              const mimeType = recorder.mimeType || opus;
              resolve({ blob: new Blob(chunks, { type: mimeType }), info: { mimeType, durationMs } });
            };
            recorder.onstop = finish;
            recorder.onerror = (event) => {
              releaseDevices();
              reject(new RecorderError('capture-failed', 'Recording failed', event));
            };
            if (recorder.state === 'inactive') finish();
            else recorder.stop();
          }),
        abort: () => {
          recorder.ondataavailable = null;
          recorder.onstop = null;
          if (recorder.state !== 'inactive') recorder.stop();
          releaseDevices();
        },
      };
    }

    const rate = context.sampleRate;
    const chunks: Float32Array[] = [];
    const tap = await pcmTap(context, source, (chunk) => chunks.push(chunk));
    const maxSamples = Number.isFinite(limitMs) ? Math.round((limitMs / 1000) * rate) : Number.POSITIVE_INFINITY;
    let done = false;
    return {
      analyser,
      mimeType: 'audio/wav',
      stop: async () => {
        done = true;
        await tap.finish();
        releaseDevices();
        const captured = concatSamples(chunks, maxSamples);
        const outRate = Math.round(rate <= options.sampleRate ? rate : options.sampleRate);
        const samples = downsample(captured, rate, outRate);
        const wav = encodeWav(samples, outRate);
        return {
          blob: new Blob([wav], { type: 'audio/wav' }),
          info: { mimeType: 'audio/wav', durationMs: Math.round((samples.length / outRate) * 1000) },
        };
      },
      abort: () => {
        if (done) return;
        done = true;
        void tap.finish().finally(releaseDevices);
      },
    };
  } catch (cause) {
    releaseDevices();
    throw cause instanceof RecorderError ? cause : new RecorderError('capture-failed', 'Recording could not start', cause);
  }
}
