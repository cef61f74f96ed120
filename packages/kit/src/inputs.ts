// Public exports of this group; packages/kit/src/index.ts re-exports them all.
export { type AnswerOption, groupStates, type GroupState } from './lib/option';
export { GapFill, wordLimitDisplays, type GapFillProps, type WordLimitDisplay } from './GapFill/GapFill';
export { gapFillStates, type GapFillState } from './GapFill/state';
export { ChooseN, ChooseTwo, type ChooseNProps, type ChooseTwoProps } from './ChooseN/ChooseN';
export { MatchingSelect, reuseHint, type MatchingSelectProps } from './MatchingSelect/MatchingSelect';
export { MatchingGroup, type MatchingGroupProps } from './MatchingSelect/MatchingGroup';
export { SingleChoice, type SingleChoiceProps } from './SingleChoice/SingleChoice';
export { TfngRadioGroup, type TfngRadioGroupProps } from './TfngRadioGroup/TfngRadioGroup';
export {
  tfngVariants,
  tfngForms,
  tfngOptions,
  ynngOptions,
  tfngOptionsByVariant,
  type TfngVariant,
  type TfngForm,
  type TfngValue,
} from './TfngRadioGroup/tfngOptions';
export {
  SummaryDropdown,
  bankPlacements,
  type SummaryDropdownProps,
  type SummarySegment,
  type SummaryAnswers,
  type BankPlacement,
} from './SummaryDropdown/SummaryDropdown';
export {
  MapLabelling,
  type MapLabellingProps,
  type MapPosition,
  type MapQuestion,
  type MapAnswers,
} from './MapLabelling/MapLabelling';
export {
  QuestionNavigator,
  type QuestionNavigatorProps,
  type NavigatorQuestion,
} from './QuestionNavigator/QuestionNavigator';
