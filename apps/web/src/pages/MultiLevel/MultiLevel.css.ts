import { style } from '@vanilla-extract/css';
import { inlineFlexRow, vars } from '@bandwise/kit/vars';
import { cardButton, cardGrid } from '../cardGrid';

export const grid = cardGrid({ sm: 2, lg: 3 });

/** Gradient cards; the dark end of the gradient keeps white text readable (axe contrast). */
export const card = style({
  ...cardButton,
  minHeight: '11rem',
  border: 'none',
  background: 'linear-gradient(135deg, #1e3a8a 0%, #4338ca 100%)',
  color: '#ffffff',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
});

export const name = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });
export const badge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: '#ffffff',
  color: '#14532d',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});
export const text = style({ color: '#ffffff' });
export const start = style({ ...inlineFlexRow, gap: vars.space.xs, marginTop: 'auto', fontWeight: 700 });

export const choices = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });
export const price = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: 400 });
export const choice = style({ flexDirection: 'column', minHeight: '4rem' });
