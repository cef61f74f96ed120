// Public exports of this group; packages/kit/src/index.ts re-exports them all.
export { Recorder, type RecorderProps } from './Recorder/Recorder';
export { RecorderView, recorderStates, type RecorderViewProps, type RecorderState } from './Recorder/RecorderView';
export {
  useRecorder,
  recorderStatuses,
  type UseRecorderOptions,
  type UseRecorderResult,
  type RecorderStatus,
} from './Recorder/useRecorder';
export { LevelMeter, type LevelMeterProps } from './Recorder/LevelMeter';
export { recorderMessages, type RecorderMessages } from './Recorder/messages';
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
export { Countdown, countdownFormats, type CountdownProps, type CountdownFormat } from './Countdown/Countdown';
export { useCountdown, type UseCountdownOptions, type CountdownSnapshot } from './Countdown/useCountdown';
export {
  countdownStates,
  formatClock,
  // 'formatSeconds' is taken by the renderers group (it takes seconds; this one takes milliseconds).
  formatSeconds as formatSecondsLeft,
  formatSpoken,
  secondsLeft,
  type CountdownState,
} from './Countdown/format';
export {
  AudioPlayer,
  audioPlayerVariants,
  audioPlayerStates,
  audioErrorReasons,
  type AudioPlayerProps,
  type AudioPlayerVariant,
  type AudioPlayerState,
  type AudioPlayerError,
  type AudioErrorReason,
} from './AudioPlayer/AudioPlayer';
export {
  PartTabs,
  partTabsModes,
  partProgresses,
  type PartTabsProps,
  type PartTabsPart,
  type PartTabsMode,
  type PartProgress,
} from './PartTabs/PartTabs';
export { SplitPane, splitPaneStates, type SplitPaneProps, type SplitPaneState } from './SplitPane/SplitPane';
export {
  Modal,
  ModalClose,
  modalSizes,
  modalVariants,
  modalButtonTones,
  modalButtonVariants,
  type ModalProps,
  type ModalSize,
  type ModalButtonTone,
} from './Modal/Modal';
export { ConfirmDialog, confirmStatuses, type ConfirmDialogProps, type ConfirmStatus } from './Modal/ConfirmDialog';
export {
  ToastProvider,
  useToast,
  toastVariantNames,
  toastVariants,
  type ToastProviderProps,
  type ToastOptions,
  type ToastVariant,
  type ToastApi,
} from './Toast/Toast';
export { Spinner, spinnerSizes, spinnerVariants, type SpinnerProps, type SpinnerSize } from './Spinner/Spinner';
export { useAutosave, type UseAutosaveOptions, type AutosaveResult } from './hooks/useAutosave';
export {
  readSaved,
  writeSaved,
  removeSaved,
  createDebouncedWriter,
  type AutosaveStorage,
  type StoredEnvelope,
  type ReadResult,
} from './hooks/autosaveStorage';
export { useThemePortal } from './hooks/useThemePortal';
