import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const header = style({ display: 'grid', gap: vars.space.xxs });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const range = style({ margin: 0, fontWeight: 600, color: vars.color.textMuted });
