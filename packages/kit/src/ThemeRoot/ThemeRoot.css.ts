import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.background,
});
