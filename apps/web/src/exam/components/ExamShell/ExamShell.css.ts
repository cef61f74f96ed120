import { style } from '@vanilla-extract/css';
import { vars, wrappingRow } from '@bandwise/kit/vars';

/** The runner fills the window: header on top, the section in between, the navigator strip at the bottom. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  minHeight: '32rem',
  overflow: 'hidden',
  background: vars.color.background,
});

export const header = style({
  ...wrappingRow,
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const title = style({
  margin: 0,
  marginRight: 'auto',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const tools = style({ ...wrappingRow, gap: vars.space.sm });

export const timer = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const banner = style({ padding: `0 ${vars.space.lg}` });

export const main = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  padding: vars.space.lg,
});

/** Reading and writing scroll inside their two panes; the page itself stays put. */
export const mainFixed = style([main, { overflow: 'hidden', display: 'flex', flexDirection: 'column' }]);

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  padding: `${vars.space.xs} ${vars.space.lg}`,
});

export const busyMark = style({ display: 'inline-flex' });
