import { style } from '@vanilla-extract/css';
import { focusVisibleRing, media, stack, surfaceBox, vars, wrappingRow } from '@bandwise/kit/vars';
import { cardGrid } from '../cardGrid';

export const head = style({
  ...wrappingRow,
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
});

export const list = cardGrid({ md: 2, xl: 3 });

export const card = style({
  ...stack(vars.space.md),
  padding: vars.space.lg,
  ...surfaceBox,
  borderLeftWidth: 6,
  selectors: {
    '&[data-status="pending"]': { borderLeftColor: vars.color.wrong },
    '&[data-status="completed"]': { borderLeftColor: vars.color.correct },
  },
});

export const cardHead = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const date = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 700,
  selectors: {
    '&[data-status="pending"]': { color: vars.color.wrong },
    '&[data-status="completed"]': { color: vars.color.correct },
  },
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const scores = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const score = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { outline: `1px solid ${vars.color.accent}` },
    ...focusVisibleRing,
  },
});
export const scoreLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const scoreValue = style({ fontSize: vars.fontSize.lg, fontWeight: 800 });

/** The late mark under a section's score: text, not colour alone, so it reads the same in high contrast. */
export const late = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.xs}`,
  borderLeft: `3px solid ${vars.color.warning}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const play = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  cursor: 'pointer',
  selectors: {
    ...focusVisibleRing,
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const sentinel = style({ height: 1 });

export const history = style({ marginBottom: vars.space.xl });

export const historyTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });

/** Small multiples: one chart per section, two abreast on a phone (five stacked would push the list far down). */
export const histories = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' } },
});

/** Why the last exam ended by itself (full screen left, tab switched): said first, above the lists. */
export const endedNotice = style({
  ...surfaceBox,
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  borderLeftWidth: 6,
  borderLeftColor: vars.color.wrong,
});
