import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 600 });

export const layout = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'flex-start' });

export const figure = style({ margin: 0, flex: '1 1 20rem', maxWidth: '40rem' });

// Markers are placed in percentages of this box, so it must be exactly the image's size.
export const plan = style({ position: 'relative', lineHeight: 0 });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  // Plans are drawn dark on light paper; a transparent SVG would vanish on the high-contrast theme's black.
  background: '#ffffff',
});

export const marker = style({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  minWidth: '1.6em',
  height: '1.6em',
  padding: `0 ${vars.space.xxs}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: 1,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surface,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  selectors: { '&[data-used]': { background: vars.color.surfaceMuted, borderColor: vars.color.accent } },
});

export const caption = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });

export const questions = style({ flex: '1 1 16rem', display: 'grid', gap: vars.space.sm, alignContent: 'start' });
