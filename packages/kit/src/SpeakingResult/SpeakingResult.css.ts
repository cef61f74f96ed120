import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, color: vars.color.text });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});

export const tab = style({
  font: 'inherit',
  fontWeight: 600,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.text,
  background: 'transparent',
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: -1,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { borderBottomColor: vars.color.accent, color: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** The part or task band; a flex child would otherwise stretch across the panel. */
export const band = style({ alignSelf: 'flex-start' });

export const subScores = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const subScore = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const subScoreLabel = style({ fontSize: vars.fontSize.sm });

export const subScoreValue = style({ margin: 0 });

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
