import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const label = style({ color: vars.color.textMuted, fontWeight: 600 });

export const value = style({
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '[data-state="ungraded"] &': { color: vars.color.textMuted } },
});

export const size = styleVariants({
  sm: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
  md: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.md },
  lg: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.xl },
});
