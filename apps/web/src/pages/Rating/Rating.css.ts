import { style } from '@vanilla-extract/css';
import { media, vars } from '@bandwise/kit/vars';

export const podium = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: `0 0 ${vars.space.xl}`,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'center' } },
});

/** Second on the left, first in the middle, third on the right from 768 px; first, second, third on phones. */
export const place = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'center',
  '@media': { [media.md]: { flex: '0 1 16rem' } },
  selectors: {
    '&[data-place="1"]': { borderColor: vars.color.accent, borderWidth: 2 },
  },
});

export const placeOrder = {
  1: style({ '@media': { [media.md]: { order: 2, paddingTop: '3rem', paddingBottom: '3rem' } } }),
  2: style({ '@media': { [media.md]: { order: 1, paddingTop: '2rem' } } }),
  3: style({ '@media': { [media.md]: { order: 3 } } }),
} as const;

export const medal = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 800,
});

export const placeName = style({ fontWeight: 800, fontSize: vars.fontSize.lg });
export const placeScore = style({ fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.accent });
export const placeWhen = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
