import { style } from '@vanilla-extract/css';
import { flexRow, focusVisibleRing, vars } from '@bandwise/kit/vars';

export const content = style({
  zIndex: 20,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: '16rem',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
});

export const fieldset = style({ margin: 0, padding: 0, border: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 700 });

export const option = style({ ...flexRow, gap: vars.space.sm, cursor: 'pointer' });

export const control = style({
  width: '1.1em',
  height: '1.1em',
  margin: 0,
  accentColor: vars.color.accent,
  selectors: { ...focusVisibleRing },
});
