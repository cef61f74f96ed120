import { style } from '@vanilla-extract/css';
import { flexRow, media, vars } from '@bandwise/kit/vars';

/** Shared styles of the staff screens: the sub-navigation, tables, status pills, two-column marking layout. */

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `0 0 ${vars.space.xl}` });
export const navLink = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const tableWrap = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const caption = style({ textAlign: 'left', padding: vars.space.md, fontWeight: 600 });
export const th = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  whiteSpace: 'nowrap',
});
export const td = style({ padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
export const num = style([td, { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);
export const muted = style({ color: vars.color.textMuted });

export const pill = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-tone="good"]': { background: vars.color.correctSurface, borderColor: vars.color.correct },
    '&[data-tone="bad"]': { background: vars.color.wrongSurface, borderColor: vars.color.wrong },
    '&[data-tone="busy"]': { borderColor: vars.color.warning },
  },
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end', margin: `0 0 ${vars.space.lg}` });
export const pager = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', marginTop: vars.space.lg });

export const columns = style({
  display: 'grid',
  // One column on a phone, never wider than the screen: an 'auto' column grew to the ledger table's width (scroller and all).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const sectionTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });
export const prose = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: vars.lineHeight.body });
export const answer = style([prose, { padding: vars.space.lg, background: vars.color.surfaceMuted, borderRadius: vars.radius.md }]);

export const criteria = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', border: 0, padding: 0, margin: 0 });
export const legend = style({ fontWeight: 600, marginBottom: vars.space.sm, padding: 0 });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 600 });
export const error = style({ margin: 0, color: vars.color.wrong, fontSize: vars.fontSize.sm });
export const notice = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });

/* The admin console: settings sections with a preview beside the form, the inbox. */
export const preview = style({
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const previewLabel = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted, textTransform: 'uppercase' });
export const previewTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.lg });
export const noticePreview = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const check = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', fontWeight: 600 });
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const plainList = style({ margin: 0, paddingLeft: vars.space.lg });
export const brandPreview = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const brandLine = style({ ...flexRow, gap: vars.space.sm, fontSize: vars.fontSize.lg });
export const logo = style({ height: '2rem', width: 'auto' });
export const quote = style({ margin: 0, paddingLeft: vars.space.md, borderLeft: `3px solid ${vars.color.accent}`, fontStyle: 'italic' });
export const message = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, selectors: { '&[data-unread="true"]': { borderLeft: `4px solid ${vars.color.accent}` } } });
export const messageHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });
export const json = style({ margin: 0, fontSize: vars.fontSize.sm, whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: '24rem' });
