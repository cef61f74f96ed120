import { style } from '@vanilla-extract/css';
import { vars } from '@bandwise/kit/vars';

export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });
