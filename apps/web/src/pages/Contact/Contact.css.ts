import { style } from '@vanilla-extract/css';
import { centredInline, plainList, stack, media, vars } from '@bandwise/kit/vars';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.lg]: { gridTemplateColumns: '1fr 1.5fr' } },
});

export const details = style({ ...stack(vars.space.lg), ...plainList });
export const detail = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });
export const detailIcon = style({
  ...centredInline,
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.accent,
});
export const detailTerm = style({ display: 'block', fontWeight: 700 });
export const detailValue = style({ color: vars.color.text, overflowWrap: 'anywhere' });
export const link = style({ color: vars.color.accent });

export const checkbox = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const checkboxInput = style({ width: '1.25rem', height: '1.25rem', marginTop: '0.15rem', accentColor: vars.color.accent });
export const optional = style({ color: vars.color.textMuted, fontWeight: 400 });
