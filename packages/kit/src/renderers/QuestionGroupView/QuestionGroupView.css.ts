import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const instructions = style({ margin: 0, color: vars.color.text });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, textAlign: 'center' });
