import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// Inline so a blank sits in running prose, a notes line or a table cell without breaking the line.
export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  verticalAlign: 'baseline',
});

export const input = style({
  font: 'inherit',
  lineHeight: vars.lineHeight.tight,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  maxWidth: '100%',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '[data-state="answered"] > &': { borderColor: vars.color.accent },
    '[data-state="over-limit"] > &': { borderColor: vars.color.warning, borderWidth: 2 },
    '&:disabled': { background: vars.color.surfaceMuted },
  },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const warning = style({ fontSize: vars.fontSize.sm, color: vars.color.warning, fontWeight: 600 });
