import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  margin: `0 ${vars.space.xs}`,
  padding: `0 ${vars.space.xs}`,
  borderLeft: `3px solid ${vars.color.correct}`,
  borderRadius: vars.radius.sm,
  background: vars.color.correctSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

export const label = style({ fontWeight: 700 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
});
