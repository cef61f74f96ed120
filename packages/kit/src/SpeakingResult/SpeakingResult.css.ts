import { style } from '@vanilla-extract/css';
import { subScoreGrid } from '../styles/resultTabs.css';
import { vars } from '../theme/vars.css';

export { root, tabList, tab, panel, band, subScore, subScoreLabel, subScoreValue, chart } from '../styles/resultTabs.css';

export const subScores = style([subScoreGrid, { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }]);

export const questions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const label = style({ fontWeight: 700 });

export const transcription = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  selectors: { '&[data-state="missing"]': { fontStyle: 'italic', color: vars.color.textMuted } },
});

export const comment = style({ margin: 0 });

export const audio = style({ width: '100%', maxWidth: '24rem' });

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });
