import { style } from '@vanilla-extract/css';
import { centredInline, choiceRow, focusVisibleRing, plainList } from '../styles/fragments';
import { vars } from '../theme/vars.css';

export const root = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 600 });

export const heading = style({ display: 'block' });

export const prompt = style({ display: 'block', marginTop: vars.space.xxs });

export const options = style({ ...plainList, display: 'grid', gap: vars.space.xs });

export const option = style({
  ...choiceRow,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.surfaceMuted },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const box = style({
  all: 'unset',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.15em',
  ...centredInline,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.accentText,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.accent, borderColor: vars.color.accent },
    '&[data-disabled]': { cursor: 'not-allowed', borderStyle: 'dashed' },
    ...focusVisibleRing,
  },
});

export const label = style({
  cursor: 'pointer',
  selectors: { '[data-disabled] > &': { cursor: 'not-allowed' } },
});

export const letter = style({ fontWeight: 700, marginRight: vars.space.sm });

export const count = style({ marginTop: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
