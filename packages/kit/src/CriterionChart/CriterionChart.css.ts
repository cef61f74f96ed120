import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export { figure, svg, grid, axisText, labelText, valueText } from '../Chart/Chart.css';

export const track = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 1 });

export const bar = style({ fill: vars.color.accent });

/** The band line is drawn in the text colour and dashed, so it reads apart from the bars in either theme. */
export const bandLine = style({ stroke: vars.color.text, strokeWidth: 2, strokeDasharray: '4 3' });

export const bandText = style({
  fill: vars.color.text,
  fontSize: '12px',
  fontWeight: 700,
  fontFamily: vars.font.body,
});
