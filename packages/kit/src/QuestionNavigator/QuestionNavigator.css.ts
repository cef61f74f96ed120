import { style } from '@vanilla-extract/css';
import { focusVisibleRing, inlineFlexRow, wrappingRow } from '../styles/fragments';
import { vars } from '../theme/vars.css';

export const root = style({ ...wrappingRow, gap: vars.space.md });

export const strip = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const item = style({
  position: 'relative',
  minWidth: '2.25rem',
  height: '2.25rem',
  padding: `0 ${vars.space.xs}`,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    // Answered is shown by a thick underline as well as the fill, so it never relies on colour alone.
    '&[data-state="answered"]': {
      background: vars.color.surfaceMuted,
      fontWeight: 700,
      borderBottom: `4px solid ${vars.color.accent}`,
    },
    '&[aria-current]': { background: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent },
    '&[data-flagged]::after': {
      content: '""',
      position: 'absolute',
      top: -1,
      right: -1,
      borderStyle: 'solid',
      borderWidth: '0 12px 12px 0',
      borderColor: `transparent ${vars.color.flagged} transparent transparent`,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', zIndex: 1 },
  },
});

export const flag = style({
  ...inlineFlexRow,
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  selectors: {
    '&[data-state="on"]': { borderColor: vars.color.flagged, borderWidth: 2, fontWeight: 700 },
    ...focusVisibleRing,
  },
});

export const flagIcon = style({
  color: vars.color.textMuted,
  selectors: { '[data-state="on"] > &': { color: vars.color.flagged } },
});
