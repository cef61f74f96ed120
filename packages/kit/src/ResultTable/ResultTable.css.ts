import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const summary = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.lg });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  background: vars.color.surface,
});

export const headerCell = style({
  textAlign: 'left',
  // Long answers and headings break inside a word rather than widen the table past a phone's screen.
  overflowWrap: 'anywhere',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const row = style({
  selectors: {
    '&[data-state="correct"]': { background: vars.color.correctSurface },
    '&[data-state="incorrect"]': { background: vars.color.wrongSurface },
  },
});

export const cell = style({
  overflowWrap: 'anywhere',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const numberCell = style({ width: '3.5rem', fontWeight: 700 });

export const answer = style({
  selectors: { '&[data-state="unanswered"]': { fontStyle: 'italic', color: vars.color.textMuted } },
});

export const mark = style({
  display: 'inline-block',
  width: '1.25em',
  height: '1.25em',
  verticalAlign: 'middle',
  selectors: {
    '&[data-state="correct"]': { color: vars.color.correct },
    '&[data-state="incorrect"]': { color: vars.color.wrong },
  },
});
