import { style } from '@vanilla-extract/css';
import { subScoreGrid } from '../styles/resultTabs.css';
import { plainList, stack, surfaceBox } from '../styles/fragments';
import { vars } from '../theme/vars.css';

export const subScores = style([subScoreGrid, { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }]);

export const questions = style({ ...stack(vars.space.md), ...plainList });

export const question = style({ ...stack(vars.space.sm), padding: vars.space.md, ...surfaceBox });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const label = style({ fontWeight: 700 });

export const transcription = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  selectors: { '&[data-state="missing"]': { fontStyle: 'italic', color: vars.color.textMuted } },
});

export const comment = style({ margin: 0 });

export const audio = style({ width: '100%', maxWidth: '24rem' });

/** A word hard to understand: dotted underline; focusable, so it gets the focus ring. */
export const hardWord = style({
  textDecoration: `underline dotted ${vars.color.wrong}`,
  textUnderlineOffset: '3px',
  background: 'none',
  color: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const legend = style({ margin: 0, fontSize: vars.fontSize.sm });
