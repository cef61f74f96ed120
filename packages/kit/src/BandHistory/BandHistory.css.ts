import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export { figure, svg, grid, axisText, visuallyHidden } from '../Chart/Chart.css';

export const caption = style({ margin: `0 0 ${vars.space.xs}`, fontWeight: 700, fontSize: vars.fontSize.md });

/** The drawing and the point buttons laid over it share one box, so both place points by the same percentages. */
export const plot = style({ position: 'relative' });

export const line = style({ stroke: vars.color.accent, strokeWidth: 2, strokeLinecap: 'round' });

export const dot = style({
  fill: vars.color.accent,
  stroke: vars.color.surface,
  strokeWidth: 2,
});

export const selectedDot = style({ fill: vars.color.surface, stroke: vars.color.accent, strokeWidth: 3 });

/** A 24 px target (WCAG 2.2 target size) centred on its dot; the dot itself stays in the drawing. */
export const point = style({
  position: 'absolute',
  width: 24,
  height: 24,
  padding: 0,
  transform: 'translate(-50%, -50%)',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const readout = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const readoutValue = style({ color: vars.color.text, fontWeight: 700 });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
