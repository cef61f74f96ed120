// Public exports of this group; packages/kit/src/index.ts re-exports them all.
export { QuestionGroupView, type QuestionGroupViewProps } from './renderers/QuestionGroupView/QuestionGroupView';
export { PartView, type PartViewProps } from './renderers/PartView/PartView';
export { ReadingPartView, PassageView, type ReadingPartViewProps } from './renderers/ReadingPartView/ReadingPartView';
export {
  MultiLevelPartView,
  multiLevelLayouts,
  type MultiLevelPartViewProps,
  type MultiLevelLayout,
} from './renderers/MultiLevelPartView/MultiLevelPartView';
export { WritingTaskView, type WritingTaskViewProps } from './renderers/WritingTaskView/WritingTaskView';
export { SpeakingPartView, formatSeconds, type SpeakingPartViewProps } from './renderers/SpeakingPartView/SpeakingPartView';
export { KeyHint, KeyList, type KeyHintProps, type KeyListProps } from './renderers/KeyHint/KeyHint';
export { MediaBaseProvider, useMediaUrl, type MediaBaseProviderProps } from './renderers/MediaBase';
export { mediaUrl, DEFAULT_MEDIA_BASE } from './renderers/media';
export { headingLevels, type HeadingLevel } from './renderers/Heading';
export { toTfngValue } from './renderers/groups/tfng';
export { defaultOptionsTitles } from './renderers/groups/matching';
// The answer sheet lives in core (one home); the kit bundles core, so its users get the same functions from here.
export { applyAnswers, emptySheet, slotValue, questionNumbersOf, type SheetChange } from '@bandwise/core';
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
