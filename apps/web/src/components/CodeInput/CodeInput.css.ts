import { style } from '@vanilla-extract/css';
import { media, vars } from '@bandwise/kit/vars';

export const root = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.md, fontWeight: 600 });

export const boxes = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'center' });

export const box = style({
  width: '3rem',
  height: '3.5rem',
  padding: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1.5rem',
  fontWeight: 700,
  textAlign: 'center',
  selectors: {
    '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px', borderColor: vars.color.accent },
    '&[data-state="filled"]': { borderColor: vars.color.accent },
    '&:disabled': { opacity: 0.6 },
  },
  '@media': { [media.phone]: { width: '2.5rem', height: '3rem' } },
});
