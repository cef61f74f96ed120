import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600 });

export const textarea = style({
  minHeight: '16rem',
  padding: vars.space.md,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  resize: 'vertical',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: { '[data-state="below-minimum"] &': { color: vars.color.warning } },
});
