import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  maxWidth: '40rem',
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: '5.5rem',
  minHeight: '2.5rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // The exam player while it plays: a label in the button's place, nothing to press.
    '&[data-playing]': { background: 'transparent', color: vars.color.accent, cursor: 'default' },
  },
});

export const track = style({
  position: 'relative',
  flex: 1,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
});

export const range = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: 0,
  background: vars.color.accent,
});

export const slider = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  alignItems: 'center',
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
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
