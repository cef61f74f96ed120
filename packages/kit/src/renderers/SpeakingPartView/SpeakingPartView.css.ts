import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.md, lineHeight: vars.lineHeight.body });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const intro = style({ margin: 0 });

export const questions = style({ display: 'grid', gap: vars.space.md, margin: 0, paddingLeft: vars.space.xl });

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  maxWidth: '36rem',
});

export const topic = style({ margin: 0, fontWeight: 700 });

export const prompts = style({ margin: 0, paddingLeft: vars.space.xl });

export const timing = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
