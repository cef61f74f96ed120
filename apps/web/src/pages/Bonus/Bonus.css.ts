import { style } from '@vanilla-extract/css';
import { vars } from '@bandwise/kit/vars';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });
export const refRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const link = style({ color: vars.color.accent, fontWeight: 600 });
export const status = style({ margin: `${vars.space.lg} 0`, fontSize: vars.fontSize.lg, fontWeight: 700 });
