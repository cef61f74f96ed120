// The tabbed layout the writing and speaking results share: tab strip, panels, band and sub-score tiles.
import { style } from '@vanilla-extract/css';
import { flexRow, focusVisibleRing, stack } from './fragments';
import { vars } from '../theme/vars.css';

export const root = style({ ...stack(vars.space.md), color: vars.color.text });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});

export const tab = style({
  font: 'inherit',
  fontWeight: 600,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.text,
  background: 'transparent',
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: -1,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { borderBottomColor: vars.color.accent, color: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const panel = style({ ...stack(vars.space.lg), paddingTop: vars.space.md, selectors: focusVisibleRing });

/** The part or task band; a flex child would otherwise stretch across the panel. */
export const band = style({ alignSelf: 'flex-start' });

/** The sub-score grid without its column width, which each result sets for its own labels. */
export const subScoreGrid = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const subScore = style({
  ...flexRow,
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const subScoreLabel = style({ fontSize: vars.fontSize.sm });

export const subScoreValue = style({ margin: 0 });

/** The criterion chart under the sub-scores: as wide as a reader's eye follows a bar, not the whole page. */
export const chart = style({ maxWidth: '36rem' });
