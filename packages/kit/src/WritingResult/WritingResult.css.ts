import { globalStyle, style } from '@vanilla-extract/css';
import { subScoreGrid } from '../styles/resultTabs.css';
import { vars } from '../theme/vars.css';

export const subScores = style([subScoreGrid, { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }]);

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const answer = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  selectors: { '&[data-state="unanswered"]': { fontStyle: 'italic', color: vars.color.textMuted } },
});

export const mark = style({
  background: vars.color.highlight,
  color: vars.color.text,
  textDecorationLine: 'underline',
  textDecorationStyle: 'wavy',
  textDecorationColor: vars.color.wrong,
  textUnderlineOffset: '3px',
  borderRadius: vars.radius.sm,
});

globalStyle(`${mark}:focus-visible`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });

export const markNumber = style({ fontSize: '0.7em', fontWeight: 700, color: vars.color.wrong, marginLeft: '1px' });

export const criterionMarks = style({ margin: `${vars.space.sm} 0 0`, paddingLeft: vars.space.xl, fontSize: vars.fontSize.sm });

export const notes = style({ margin: 0, paddingLeft: vars.space.xl, fontSize: vars.fontSize.sm });

// Links between marks, notes and criteria take the theme's text colour (the browser's blue fails contrast on dark themes).
globalStyle(`${notes} a, ${criterionMarks} a`, { color: vars.color.text });

export const noteText = style({ fontWeight: 700 });

export const figure = style({ margin: 0, maxWidth: '32rem' });

globalStyle(`${figure} img`, { display: 'block', maxWidth: '100%', height: 'auto', border: `1px solid ${vars.color.border}` });
