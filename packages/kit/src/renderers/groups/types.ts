import type { QuestionGroup, SectionKey, SheetChange } from '@bandwise/core';
import type { HeadingLevel } from '../Heading';

/** What QuestionGroupView hands each per-type renderer. */
export interface GroupRendererProps<G extends QuestionGroup> {
  group: G;
  /** The section's answer sheet: slot number - 1. */
  sheet: readonly string[];
  /** Writes answers; several at once for a choose-N group, whose tick moves letters between slots. */
  answer: (changes: readonly SheetChange[]) => void;
  /** Authors' preview: the keyed answers to show beside each control. */
  keys: SectionKey | undefined;
  /** Question numbers flagged for review. */
  flagged: readonly number[];
  disabled: boolean;
  /** Level for headings inside the group (its title). */
  headingLevel: HeadingLevel;
}
