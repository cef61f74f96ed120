import { style } from '@vanilla-extract/css';
import { inlineFlexRow, wrappingRow } from '../styles/fragments';
import { vars } from '../theme/vars.css';

export const root = style({
  ...wrappingRow,
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});

export const label = style(inlineFlexRow);

export const hint = style({ flexBasis: '100%', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.md });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 600 });

export const legendPart = style({ display: 'block', fontWeight: 'normal', selectors: { '&:first-child': { fontWeight: 600 } } });

export const questions = style({ display: 'grid', gap: vars.space.sm });
