import { style } from '@vanilla-extract/css';
import { focusVisibleRing, surfaceBox, vars } from '@bandwise/kit/vars';
import { cardButton, cardGrid } from '../cardGrid';

export const grid = cardGrid({ sm: 2, lg: 4 });

export const card = style({
  ...cardButton,
  height: '100%',
  ...surfaceBox,
  color: vars.color.text,
  selectors: {
    '&:hover': { borderColor: vars.color.accent, boxShadow: vars.shadow.raised },
    ...focusVisibleRing,
  },
});

export const number = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800 });
export const trial = style({ color: vars.color.textMuted });

export const badge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  selectors: {
    '&[data-state="available"]': { background: vars.color.correctSurface, color: vars.color.correct },
    '&[data-state="coming-soon"]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  },
});

export const banner = style({
  position: 'fixed',
  top: '5rem',
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 150,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  background: vars.color.wrong,
  color: vars.color.surface,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  boxShadow: vars.shadow.raised,
});

export const warning = style({ margin: 0 });
