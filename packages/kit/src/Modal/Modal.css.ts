import { style, styleVariants } from '@vanilla-extract/css';
import { centredInline, focusVisibleRing, raisedPanel, stack } from '../styles/fragments';
import { vars } from '../theme/vars.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: vars.color.overlay,
});

export const content = style({
  position: 'fixed',
  zIndex: 1001,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  boxSizing: 'border-box',
  width: 'calc(100vw - 2rem)',
  maxHeight: 'calc(100vh - 2rem)',
  overflow: 'auto',
  ...stack(vars.space.md),
  padding: vars.space.xl,
  ...raisedPanel,
  lineHeight: vars.lineHeight.body,
  selectors: { '&:focus': { outline: 'none' } },
});

export const size = styleVariants({
  sm: { maxWidth: '26rem' },
  md: { maxWidth: '36rem' },
  lg: { maxWidth: '52rem' },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: 700,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const body = style(stack(vars.space.md));

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const close = style({
  ...centredInline,
  width: '2rem',
  height: '2rem',
  padding: 0,
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.border },
    ...focusVisibleRing,
  },
});

export const button = style({
  ...centredInline,
  gap: vars.space.xs,
  minWidth: '5.5rem',
  minHeight: '2.5rem',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.accent}`,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    ...focusVisibleRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.75 },
  },
});

export const buttonTone = styleVariants({
  primary: { background: vars.color.accent, color: vars.color.accentText },
  secondary: { background: vars.color.surface, color: vars.color.accent },
});
