import { style } from '@vanilla-extract/css';
import { centredInline, focusVisibleRing, inlineFlexRow, plainList, stack, surfaceBox, wrappingRow, media, vars } from '@bandwise/kit/vars';

export const section = style({
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': { [media.md]: { padding: `3rem ${vars.space.lg}` } },
});

export const hero = style(stack(vars.space.xl));

export const multiLevelBanner = style({
  alignSelf: 'flex-start',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accent,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: focusVisibleRing,
  // Hidden on the smallest screens (seed 000 section 2.3).
  display: 'none',
  '@media': { [media.sm]: { display: 'inline-flex' } },
});

export const heroTitle = style({
  margin: 0,
  fontSize: '2.25rem',
  lineHeight: vars.lineHeight.tight,
  maxWidth: '22ch',
  '@media': { [media.md]: { fontSize: '3.25rem' } },
});

export const heroText = style({ margin: 0, maxWidth: '40rem', fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const heroActions = style({ ...wrappingRow, gap: vars.space.lg });

export const newFeature = style({
  ...inlineFlexRow,
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const newFeatureTag = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const services = style({
  display: 'grid',
  gap: vars.space.lg,
  ...plainList,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const service = style({ ...stack(vars.space.sm), padding: vars.space.xl, ...surfaceBox });

export const serviceIcon = style({
  ...centredInline,
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.accent,
});

export const serviceTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const serviceText = style({ margin: 0, color: vars.color.textMuted });

export const sectionTitle = style({ margin: `0 0 ${vars.space.lg}`, fontSize: '2rem', lineHeight: vars.lineHeight.tight });

export const steps = style({
  display: 'grid',
  gap: vars.space.lg,
  ...plainList,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const step = style([service, {}]);
export const stepNumber = style({ fontSize: '2rem', fontWeight: 800, color: vars.color.accent, lineHeight: 1 });

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
});

export const quoteText = style({ margin: 0, maxWidth: '48rem', fontSize: vars.fontSize.xl, fontStyle: 'italic' });
export const quoteBy = style({ color: vars.color.textMuted, fontWeight: 600 });

export const stillQuestions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});
export const stillTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const stillText = style({ margin: 0, color: vars.color.textMuted });
