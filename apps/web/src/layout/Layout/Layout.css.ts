import { style } from '@vanilla-extract/css';
import { vars } from '@bandwise/kit/vars';
import { HEADER_HEIGHT } from '../Header/Header.css';

export const root = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({
  flex: 1,
  paddingTop: HEADER_HEIGHT,
  selectors: { '&:focus': { outline: 'none' } },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-4rem',
  zIndex: 300,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.accent,
  color: vars.color.accentText,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});

/** The page's centred column. */
export const container = style({
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});
