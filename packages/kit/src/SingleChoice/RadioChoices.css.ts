import { style, styleVariants } from '@vanilla-extract/css';
import { centredInline, choiceRow, focusVisibleRing } from '../styles/fragments';
import { vars } from '../theme/vars.css';

export const group = style({ display: 'flex', gap: vars.space.xs });

export const layout = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
});

export const item = style({
  ...choiceRow,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  selectors: { '&[data-state="checked"]': { background: vars.color.surfaceMuted } },
});

export const radio = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.15em',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  ...centredInline,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.accent },
    '&[data-disabled]': { cursor: 'not-allowed', borderStyle: 'dashed' },
    ...focusVisibleRing,
  },
});

export const indicator = style({
  width: '0.6rem',
  height: '0.6rem',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});

export const label = style({ cursor: 'pointer', selectors: { '[data-disabled] > &': { cursor: 'not-allowed' } } });
