import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const title = style({ margin: 0, marginBottom: vars.space.sm, fontWeight: 700 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '2.5em 1fr',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-used]': { background: vars.color.surfaceMuted } },
});

export const label = style({ fontWeight: 700 });
