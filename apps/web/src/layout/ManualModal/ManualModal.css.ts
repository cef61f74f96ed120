import { style } from '@vanilla-extract/css';
import { media, vars } from '@bandwise/kit/vars';

/** 95% of the screen on phones, half of it from 768 px; doubled selector to win over the kit's size variants. */
export const content = style({
  selectors: {
    '&&': { width: '95vw', maxWidth: 'none' },
  },
  '@media': {
    [media.md]: {
      selectors: { '&&': { width: '50vw' } },
    },
  },
});

export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  background: '#000000',
  borderRadius: '8px',
});

export const missing = style({
  margin: 0,
  padding: '2rem 1rem',
  textAlign: 'center',
  borderRadius: '8px',
  background: vars.color.surfaceMuted,
});
