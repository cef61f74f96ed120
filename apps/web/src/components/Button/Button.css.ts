import { style, styleVariants } from '@vanilla-extract/css';
import { focusVisibleRing, vars } from '@bandwise/kit/vars';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  font: 'inherit',
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    ...focusVisibleRing,
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const tone = styleVariants({
  primary: { background: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent },
  secondary: { background: vars.color.surface, color: vars.color.accent, borderColor: vars.color.accent },
  ghost: { background: 'transparent', color: vars.color.text, borderColor: 'transparent' },
  danger: { background: vars.color.wrong, color: vars.color.surface, borderColor: vars.color.wrong },
});

export const size = styleVariants({
  sm: { minHeight: '2.25rem', padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
  md: {},
  lg: { minHeight: '3.25rem', padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lg },
});
