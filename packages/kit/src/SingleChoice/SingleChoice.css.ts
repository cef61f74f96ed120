import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.sm });

export const stem = style({ margin: 0, fontWeight: 600 });

export const letter = style({ fontWeight: 700, marginRight: vars.space.sm });
