import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.xs });

export const statement = style({ margin: 0, display: 'block' });

export const dropdownRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
