import { style } from '@vanilla-extract/css';
import { wrappingRow } from '../styles/fragments';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.xs });

export const statement = style({ margin: 0, display: 'block' });

export const dropdownRow = style({
  ...wrappingRow,
  gap: vars.space.sm,
});
