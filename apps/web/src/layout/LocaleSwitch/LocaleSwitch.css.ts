import { style } from '@vanilla-extract/css';
import { focusVisibleRing, vars } from '@bandwise/kit/vars';

export const select = style({
  minHeight: '2.5rem',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { ...focusVisibleRing },
});
