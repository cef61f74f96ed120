import { style } from '@vanilla-extract/css';
import { wrappingRow } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** Side by side, the panes scroll on their own and need a height, as in the IELTS reading view. */
export const split = style({ height: '70vh', minHeight: '28rem' });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const description = style({ margin: 0 });

export const context = style({ display: 'grid', gap: vars.space.sm, lineHeight: vars.lineHeight.body });

export const rightText = style({
  margin: 0,
  whiteSpace: 'pre-line',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const figure = style({ margin: 0 });

export const photo = style({ display: 'block', maxWidth: '100%', height: 'auto', maxHeight: '28rem' });

export const questions = style({ display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

export const question = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const stem = style({ margin: 0, display: 'flex', alignItems: 'baseline', gap: vars.space.xxs });

export const fill = style({ margin: 0, lineHeight: 2.2 });

export const selectRow = style({ ...wrappingRow, gap: vars.space.sm, maxWidth: '48rem' });

export const selectLabel = style({ display: 'inline-flex', alignItems: 'baseline', flex: '1 1 16rem' });

export const letter = style({ fontWeight: 700, marginRight: vars.space.xs });
