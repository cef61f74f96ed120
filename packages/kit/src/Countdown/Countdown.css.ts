import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
  color: vars.color.text,
  selectors: {
    '&[data-state="warning"]': { color: vars.color.warning },
    '&[data-state="expired"]': { color: vars.color.wrong },
  },
});

export const value = style({ whiteSpace: 'nowrap' });
