/** Every text the recorder shows; pass some of them to change a part's wording or to translate. */
export const recorderMessages = {
  record: 'Record',
  stop: 'Stop Recording',
  starting: 'Starting...',
  recordAgain: 'Record again',
  retry: 'Try again',
  timeLeft: 'Time Left: ',
  timeLeftLabel: 'Recording time left',
  preparation: 'Preparation time: ',
  preparationLabel: 'Preparation time left',
  level: 'Microphone level',
  uploading: 'Uploading...',
  recorded: 'Recording saved.',
  success: 'Audio submitted successfully!',
  failure: 'Submission failed. Please try again.',
  microphoneDenied: 'Microphone access was denied. Allow the microphone in your browser settings to record.',
  microphoneUnavailable: 'No microphone could be used. Check that one is connected and not in use by another app.',
  unsupported: 'This browser cannot record audio. Please use a recent version of Chrome, Edge, Firefox or Safari.',
  captureFailed: 'Recording failed. Please try again.',
};
export type RecorderMessages = typeof recorderMessages;
