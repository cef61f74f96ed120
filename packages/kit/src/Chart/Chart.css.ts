// What the kit's charts share: the frame, grid and axis text, and the table alternative. Colours come from the theme
// contract only, so the high-contrast theme redraws every chart in its own colours.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export { visuallyHidden } from '../styles/shared.css';

export const figure = style({ margin: 0, color: vars.color.text, minWidth: 0 });

export const svg = style({ display: 'block', width: '100%', overflow: 'visible' });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisText = style({ fill: vars.color.textMuted, fontSize: '12px', fontFamily: vars.font.body });

export const labelText = style({ fill: vars.color.text, fontSize: vars.fontSize.sm, fontFamily: vars.font.body });

export const valueText = style({
  fill: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  fontFamily: vars.font.body,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-state="ungraded"]': { fill: vars.color.textMuted, fontWeight: 400 } },
});
