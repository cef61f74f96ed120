import { style } from '@vanilla-extract/css';
import { centredInline, focusVisibleRing, inlineFlexRow, plainList, vars, wrappingRow } from '@bandwise/kit/vars';

export const root = style({
  marginTop: 'auto',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const inner = style({
  ...wrappingRow,
  justifyContent: 'space-between',
  gap: vars.space.lg,
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const socials = style({ display: 'flex', gap: vars.space.sm, ...plainList });

export const iconLink = style({
  ...centredInline,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  selectors: {
    '&:hover': { color: vars.color.accent, borderColor: vars.color.accent },
    ...focusVisibleRing,
  },
});

export const messaging = style({
  ...inlineFlexRow,
  gap: vars.space.sm,
  color: vars.color.accent,
  fontWeight: 600,
  selectors: focusVisibleRing,
});

export const copyright = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
