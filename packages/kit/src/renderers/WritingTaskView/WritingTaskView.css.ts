import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ height: '70vh', minHeight: '30rem' });

export const task = style({ display: 'grid', gap: vars.space.sm, lineHeight: vars.lineHeight.body });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const instructions = style({ margin: 0, fontWeight: 600 });

export const prompt = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  whiteSpace: 'pre-line',
});

export const figure = style({ margin: 0 });

export const image = style({ display: 'block', maxWidth: '100%', height: 'auto' });
