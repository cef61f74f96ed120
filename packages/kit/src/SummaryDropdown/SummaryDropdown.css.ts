import { style, styleVariants } from '@vanilla-extract/css';
import { inlineFlexRow } from '../styles/fragments';
import { vars } from '../theme/vars.css';

export const root = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 600 });

export const body = style({ display: 'flex', gap: vars.space.lg });

export const bankPlacement = styleVariants({
  beside: { flexWrap: 'wrap', alignItems: 'flex-start' },
  below: { flexDirection: 'column' },
});

export const summary = style({ flex: '2 1 20rem', minWidth: 0 });

export const title = style({ margin: 0, marginBottom: vars.space.xs, fontWeight: 700, textAlign: 'center' });

// pre-line keeps the paragraph breaks authors put in the segment text; the line height leaves room for the selects.
export const text = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: 2.2 });

export const gap = style({ ...inlineFlexRow, whiteSpace: 'nowrap', margin: `0 ${vars.space.xxs}` });

export const bank = style({ flex: '1 1 12rem' });
