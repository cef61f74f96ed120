import { style } from '@vanilla-extract/css';
import { accentButton, barFill, barTrack, flexRow, focusVisibleRing, inlineFlexRow, surfaceBox } from '../styles/fragments';
import { vars } from '../theme/vars.css';

export const root = style({
  ...flexRow,
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  ...surfaceBox,
  color: vars.color.text,
  maxWidth: '40rem',
});

export const toggle = style({
  ...inlineFlexRow,
  ...accentButton,
  gap: vars.space.xs,
  minWidth: '5.5rem',
  minHeight: '2.5rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    ...focusVisibleRing,
    // The exam player while it plays: a label in the button's place, nothing to press.
    '&[data-playing]': { background: 'transparent', color: vars.color.accent, cursor: 'default' },
  },
});

export const track = style({ ...barTrack, flex: 1, height: 8 });

export const range = style({ ...barFill, background: vars.color.accent });

export const slider = style({
  position: 'relative',
  flex: 1,
  ...flexRow,
  height: '1.5rem',
  touchAction: 'none',
  userSelect: 'none',
});

export const sliderTrack = style([track, { overflow: 'visible' }]);

export const thumb = style({
  display: 'block',
  width: '1.1rem',
  height: '1.1rem',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.accent}`,
  cursor: 'grab',
  selectors: {
    ...focusVisibleRing,
  },
});

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
