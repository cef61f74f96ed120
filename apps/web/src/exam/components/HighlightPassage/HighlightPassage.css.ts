import { style } from '@vanilla-extract/css';
import { vars, wrappingRow } from '@bandwise/kit/vars';
import { notesBox } from '../notesBox';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md });

export const toolbar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  ...wrappingRow,
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  // It sticks at the top of the pane's content box, below the pane's padding: a band of the surface colour above it
  // covers that padding, or the passage scrolls visibly between the tabs and the toolbar.
  boxShadow: `0 calc(-1 * ${vars.space.lg}) 0 0 ${vars.color.surface}`,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const eyebrow = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 700 });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const subtitle = style({ margin: 0, fontStyle: 'italic', color: vars.color.textMuted });

export const paragraph = style({ display: 'grid', gridTemplateColumns: '1.75rem 1fr', gap: vars.space.xs, margin: 0 });

export const label = style({ fontWeight: 700 });

export const mark = style({
  background: vars.color.highlight,
  color: vars.color.text,
  cursor: 'pointer',
  borderRadius: 2,
  selectors: { '&[data-note="yes"]': { textDecoration: `underline 2px ${vars.color.accent}`, textUnderlineOffset: '3px' } },
});

export const notes = style({
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const notesTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const noteList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const noteItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const excerpt = style({ margin: 0, padding: `0 ${vars.space.xs}`, background: vars.color.highlight, alignSelf: 'flex-start' });

export const noteInput = style({ ...notesBox, minHeight: '3.5rem' });

export const noteLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
