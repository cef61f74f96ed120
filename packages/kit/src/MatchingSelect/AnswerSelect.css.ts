import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const select = style({
  font: 'inherit',
  minWidth: '5rem',
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-state="answered"]': { borderColor: vars.color.accent, borderWidth: 2 },
    '&:disabled': { background: vars.color.surfaceMuted },
  },
});

export const option = style({
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&[data-used]': { color: vars.color.textMuted } },
});
