import { style } from '@vanilla-extract/css';
import { accentButton, barFill, barTrack, flexRow, focusVisibleRing, inlineFlexRow, stack, surfaceBox, wrappingRow } from '../styles/fragments';
import { vars } from '../theme/vars.css';

export const root = style({
  ...stack(vars.space.sm),
  padding: vars.space.md,
  ...surfaceBox,
  color: vars.color.text,
  maxWidth: '36rem',
});

export const controls = style({
  ...wrappingRow,
  gap: vars.space.md,
  minHeight: '2.5rem',
});

export const button = style({
  ...inlineFlexRow,
  gap: vars.space.xs,
  minHeight: '2.5rem',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  ...accentButton,
  selectors: {
    '&[data-action="stop"]': { background: vars.color.wrong, borderColor: vars.color.wrong, color: vars.color.toastText },
    '&[data-action="retry"]': { background: vars.color.surface, color: vars.color.accent },
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
    ...focusVisibleRing,
  },
});

export const dot = style({
  display: 'inline-block',
  width: '0.7em',
  height: '0.7em',
  borderRadius: vars.radius.full,
  background: 'currentColor',
  selectors: { '[data-action="stop"] &': { borderRadius: 2 } },
});

export const meter = style({ ...barTrack, width: '8rem', height: '0.75rem' });

export const meterFill = style({ ...barFill, background: vars.color.correct });

export const status = style({
  ...flexRow,
  gap: vars.space.sm,
  margin: 0,
  minHeight: '1.5em',
  selectors: {
    '[data-state="success"] &': { color: vars.color.correct, fontWeight: 600 },
  },
});

export const alert = style({
  margin: 0,
  color: vars.color.wrong,
  fontWeight: 600,
});
