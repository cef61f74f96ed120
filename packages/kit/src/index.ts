// The kit's main entry, like Radix's: the components, their props types (and the few value types a props type is built
// from) and the theme. Helpers live behind subpath entries: '@bandwise/kit/audio' (capture and WAV encoding),
// '/autosave' (answer storage), '/answers' (answer-sheet and key helpers for the renderers and the author preview),
// '/vars' and '/locales/*'. Nothing of @bandwise/core is re-exported: import it from core. entry.test.ts caps this
// list at 120 names.

// Theme
export { vars } from './theme/vars.css';
export { defaultTheme } from './theme/defaultTheme.css';
export { highContrastTheme } from './theme/highContrastTheme.css';
export { themeNames, themeClass, type ThemeName } from './theme/themes';
export { media } from './theme/tokens';
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot/ThemeRoot';
export { KitLabelsProvider, type KitLabelsProviderProps } from './locale/KitLocale';
export { en as enLabels, type KitLabels } from './locale/en';

// Answer inputs
export { Essay, type EssayProps } from './Essay/Essay';
export { type AnswerOption } from './lib/option';
export { GapFill, type GapFillProps } from './GapFill/GapFill';
export { ChooseN, ChooseTwo, type ChooseNProps, type ChooseTwoProps } from './ChooseN/ChooseN';
export { MatchingSelect, type MatchingSelectProps } from './MatchingSelect/MatchingSelect';
export { MatchingGroup, type MatchingGroupProps } from './MatchingSelect/MatchingGroup';
export { SingleChoice, type SingleChoiceProps } from './SingleChoice/SingleChoice';
export { TfngRadioGroup, type TfngRadioGroupProps } from './TfngRadioGroup/TfngRadioGroup';
export { type TfngValue } from './TfngRadioGroup/tfngOptions';
export { SummaryDropdown, type SummaryDropdownProps, type SummarySegment } from './SummaryDropdown/SummaryDropdown';
export { MapLabelling, type MapLabellingProps, type MapQuestion } from './MapLabelling/MapLabelling';
export { QuestionNavigator, type QuestionNavigatorProps, type NavigatorQuestion } from './QuestionNavigator/QuestionNavigator';

// The exam screen
export { Recorder, type RecorderProps } from './Recorder/Recorder';
export { RecorderView, type RecorderViewProps, type RecorderState } from './Recorder/RecorderView';
export { LevelMeter, type LevelMeterProps } from './Recorder/LevelMeter';
export { Countdown, type CountdownProps } from './Countdown/Countdown';
export { AudioPlayer, type AudioPlayerProps } from './AudioPlayer/AudioPlayer';
export { PartTabs, type PartTabsProps } from './PartTabs/PartTabs';
export { SplitPane, type SplitPaneProps } from './SplitPane/SplitPane';
export { Modal, ModalClose, modalButtonVariants, type ModalProps } from './Modal/Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './Modal/ConfirmDialog';
export { ToastProvider, useToast, type ToastProviderProps, type ToastOptions } from './Toast/Toast';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';

// Results
export { ScoreBadge, type ScoreBadgeProps } from './ScoreBadge/ScoreBadge';
export { ResultTable, type ResultTableProps, type ResultRow } from './ResultTable/ResultTable';
export { WritingResult, type WritingResultProps, type WritingTaskResult, type MarkedError } from './WritingResult/WritingResult';
export { MarkedAnswer, type MarkedAnswerProps } from './WritingResult/MarkedAnswer';
export { SpeakingResult, type SpeakingResultProps, type SpeakingPartResult } from './SpeakingResult/SpeakingResult';
export { MarkedTranscript, type MarkedTranscriptProps, type HeardWord } from './SpeakingResult/MarkedTranscript';
export { CriterionChart, type CriterionChartProps, type CriterionDatum } from './CriterionChart/CriterionChart';
export { BandHistory, type BandHistoryProps, type BandPoint } from './BandHistory/BandHistory';
export { type ChartScaleName } from './Chart/scale';

// Content renderers: a question group, a part or a task of core's content schema, drawn with the inputs above
export { QuestionGroupView, type QuestionGroupViewProps } from './renderers/QuestionGroupView/QuestionGroupView';
export { PartView, type PartViewProps } from './renderers/PartView/PartView';
export { ReadingPartView, PassageView, type ReadingPartViewProps } from './renderers/ReadingPartView/ReadingPartView';
export { MultiLevelPartView, type MultiLevelPartViewProps } from './renderers/MultiLevelPartView/MultiLevelPartView';
export { WritingTaskView, type WritingTaskViewProps } from './renderers/WritingTaskView/WritingTaskView';
export { SpeakingPartView, type SpeakingPartViewProps } from './renderers/SpeakingPartView/SpeakingPartView';
export { KeyHint, KeyList, type KeyHintProps, type KeyListProps } from './renderers/KeyHint/KeyHint';
export { MediaBaseProvider, type MediaBaseProviderProps } from './renderers/MediaBase';
