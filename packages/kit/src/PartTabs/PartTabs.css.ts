import { style } from '@vanilla-extract/css';
import { focusVisibleRing, inlineFlexRow } from '../styles/fragments';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', minHeight: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
});

export const trigger = style({
  ...inlineFlexRow,
  gap: vars.space.xs,
  minHeight: '2.5rem',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  marginBottom: -2,
  border: `1px solid ${vars.color.border}`,
  borderBottom: '2px solid transparent',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': {
      background: vars.color.accent,
      color: vars.color.accentText,
      borderColor: vars.color.accent,
    },
    '&:disabled': { cursor: 'not-allowed' },
    '&[data-progress="visited"], &[data-progress="upcoming"]': { opacity: 0.6 },
    ...focusVisibleRing,
  },
});

export const mark = style({ fontSize: vars.fontSize.sm });

export const panel = style({
  paddingTop: vars.space.lg,
  minHeight: 0,
  flex: 1,
  selectors: {
    ...focusVisibleRing,
    '&[hidden]': { display: 'none' },
  },
});
