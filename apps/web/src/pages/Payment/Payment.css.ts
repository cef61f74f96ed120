import { style } from '@vanilla-extract/css';
import { vars } from '@bandwise/kit/vars';

export const amount = style({ position: 'relative', display: 'flex', alignItems: 'center' });
export const amountInput = style({ flex: 1, minWidth: 0, width: '100%', fontSize: vars.fontSize.xl, fontWeight: 700, paddingRight: '4rem' });
export const currency = style({ position: 'absolute', right: vars.space.md, color: vars.color.textMuted, fontWeight: 600 });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const link = style({ color: vars.color.accent, fontWeight: 600 });
