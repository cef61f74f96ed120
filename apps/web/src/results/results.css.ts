import { style } from '@vanilla-extract/css';
import { focusVisibleRing, vars } from '@bandwise/kit/vars';

export const back = style({
  display: 'inline-block',
  marginBottom: vars.space.md,
  color: vars.color.accent,
  fontWeight: 600,
  selectors: { ...focusVisibleRing },
});

export const note = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.surface,
});

export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const cardTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const answer = style({ margin: `0 0 ${vars.space.sm}`, whiteSpace: 'pre-wrap' });

export const muted = style({ color: vars.color.textMuted });

export const score = style({ margin: `0 0 ${vars.space.sm}`, fontWeight: 700 });

export const feedback = style({ margin: `0 0 ${vars.space.sm}` });

export const audio = style({ width: '100%', maxWidth: '28rem' });

export const sectionScore = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const chart = style({ maxWidth: '36rem', margin: `0 0 ${vars.space.lg}` });
