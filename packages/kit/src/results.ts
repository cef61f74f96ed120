// Public exports of this group; packages/kit/src/index.ts re-exports them all.
export {
  ScoreBadge,
  scoreBadgeVariants,
  scoreBadgeSizes,
  type ScoreBadgeProps,
  type ScoreBadgeSize,
} from './ScoreBadge/ScoreBadge';
export { ResultTable, type ResultTableProps, type ResultRow, type ResultSummary } from './ResultTable/ResultTable';
export {
  WritingResult,
  writingTaskValues,
  type WritingResultProps,
  type WritingTaskResult,
  type WritingTaskValue,
  type MarkedError,
} from './WritingResult/WritingResult';
export type { TabbedResultProps } from './Result/ResultTabs';
export { markSegments, type AnswerSegment } from './WritingResult/markSegments';
export { MarkedAnswer, type MarkedAnswerProps } from './WritingResult/MarkedAnswer';
export {
  SpeakingResult,
  speakingPartValues,
  type SpeakingResultProps,
  type SpeakingPartResult,
  type SpeakingPartValue,
  type SpeakingTranscription,
} from './SpeakingResult/SpeakingResult';
export { formatHalfBand } from './SpeakingResult/halfBand';
export { MarkedTranscript, type MarkedTranscriptProps, type HeardWord } from './SpeakingResult/MarkedTranscript';
export {
  CriterionChart,
  type CriterionChartProps,
  type CriterionDatum,
} from './CriterionChart/CriterionChart';
export { BandHistory, type BandHistoryProps, type BandPoint } from './BandHistory/BandHistory';
export { chartScales, type ChartScale, type ChartScaleName } from './Chart/scale';
