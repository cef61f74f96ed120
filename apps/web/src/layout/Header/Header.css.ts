import { style } from '@vanilla-extract/css';
import { centredInline, flexRow, focusVisibleRing, inlineFlexRow, media, plainList, stack, surfaceBox, vars } from '@bandwise/kit/vars';

export const HEADER_HEIGHT = '4rem';

export const root = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 100,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: '0 1px 8px rgba(15, 23, 42, 0.06)',
});

export const bar = style({
  ...flexRow,
  gap: vars.space.md,
  height: HEADER_HEIGHT,
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
});

export const logo = style({
  ...inlineFlexRow,
  gap: vars.space.sm,
  color: vars.color.text,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { ...focusVisibleRing },
});

export const desktopNav = style({
  display: 'none',
  flex: 1,
  '@media': { [media.lg]: { display: 'flex' } },
});

export const navList = style({
  ...flexRow,
  gap: vars.space.xs,
  ...plainList,
  whiteSpace: 'nowrap',
});

export const navLink = style({
  ...inlineFlexRow,
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  // From 1024 px the bar holds seven links, the language switch and Login or the avatar: the Russian texts, the
  // longest, fit on one line only with smaller, closer links until 1200 px.
  '@media': {
    [media.lg]: { padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
    [media.xl]: { padding: `0 ${vars.space.md}`, fontSize: 'inherit' },
  },
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.accent, textDecoration: 'underline', textUnderlineOffset: '6px' },
    ...focusVisibleRing,
  },
});

export const actions = style({
  ...flexRow,
  gap: vars.space.sm,
  marginLeft: 'auto',
});

/** The bar's language switch, from 1024 px up; below, the burger menu holds it. */
export const desktopLocale = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'flex' } },
});

export const burger = style({
  ...centredInline,
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  ...surfaceBox,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { ...focusVisibleRing },
  '@media': { [media.lg]: { display: 'none' } },
});

export const mobileNav = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.lg,
  background: vars.color.surface,
  maxHeight: `calc(100vh - ${HEADER_HEIGHT})`,
  overflowY: 'auto',
  '@media': { [media.lg]: { display: 'none' } },
});

export const mobileList = style({ ...stack(vars.space.xs), ...plainList });

/** An uploaded logo keeps the mark's square and never stretches. */
export const logoImage = style({ width: '32px', height: '32px', objectFit: 'contain', borderRadius: '7px' });
