// '@bandwise/kit/autosave': a learner's answers kept in storage while they type, so a reload or a crash loses
// nothing: the hook and the versioned, debounced storage it writes through.
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
