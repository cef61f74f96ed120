import { style } from '@vanilla-extract/css';
import { focusVisibleRing, plainList, stack, surfaceBox, vars } from '@bandwise/kit/vars';

export const root = style(stack(vars.space.lg));

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: '2rem', lineHeight: vars.lineHeight.tight });
export const subtitle = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

export const toggle = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const toggleButton = style({
  minWidth: '5.5rem',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentText },
    ...focusVisibleRing,
  },
});

export const list = style({ ...stack(vars.space.sm), ...plainList });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  ...surfaceBox,
});

export const rank = style({ minWidth: '1.75rem', fontWeight: 800, color: vars.color.accent, textAlign: 'center' });
export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const name = style({ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const score = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const when = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footer = style({ display: 'flex', justifyContent: 'center' });
