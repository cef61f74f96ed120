import { style } from '@vanilla-extract/css';
import { flexRow, vars } from '@bandwise/kit/vars';

export const status = style({ ...flexRow, gap: vars.space.sm, margin: 0 });
