// '@bandwise/kit/answers': helpers that bind core's answer sheets and multi-level answers to the renderers and show
// the keys, for an exam runner and the authors' preview. The sheet functions themselves (applyAnswers, slotValue...)
// are core's: import them from @bandwise/core.
export {
  chooseNSlots,
  tickedFromSheet,
  partNumbers,
  numbersHeading,
  wordLimitText,
  instructionsStateLimit,
  displayAnswer,
  keyText,
  typedAnswer,
  keyedSheet,
  type SheetBindingProps,
} from './renderers/sheet';
export {
  mergeMultiLevelAnswer,
  choiceAnswer,
  blankAnswer,
  textAnswer,
  chosenAnswerId,
  answerText,
  splitBlanks,
  numberedItems,
  firstNumbers,
  questionNumbers,
  multiLevelKeyText,
  keyedMultiLevelAnswers,
  choiceQuestionTypes,
  isChoiceType,
  type MultiLevelAnswerRecord,
  type MultiLevelQuestionKeys,
} from './renderers/multiLevelAnswers';
export { toTfngValue } from './TfngRadioGroup/tfngOptions';
export { mediaUrl, DEFAULT_MEDIA_BASE } from './renderers/media';
export { useMediaUrl } from './renderers/MediaBase';
