// '@bandwise/kit/audio': what the Recorder is built on, for an app that captures or checks audio itself: microphone
// capture (Opus, or WAV through an AudioWorklet), the recorder's state hook, and WAV encoding and decoding.
export { useRecorder, recorderStatuses, type UseRecorderOptions, type UseRecorderResult, type RecorderStatus } from './Recorder/useRecorder';
export {
  RecorderError,
  recorderErrorReasons,
  recorderFormats,
  opusMimeTypes,
  pickOpusMimeType,
  startCapture,
  type RecorderErrorReason,
  type RecorderFormat,
  type RecordingInfo,
  type CaptureOptions,
  type CaptureSession,
} from './Recorder/capture';
export {
  encodeWav,
  parseWavHeader,
  decodeWavSamples,
  downsample,
  concatSamples,
  rms,
  levelFromRms,
  sineSamples,
  WAV_HEADER_BYTES,
  type WavHeader,
} from './Recorder/wav';
