import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Top right, as the product's toasts; above every modal so a toast raised by a dialog stays readable. */
export const viewport = style({
  position: 'fixed',
  top: 0,
  right: 0,
  zIndex: 2147483646,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(24rem, 100vw)',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
  boxSizing: 'border-box',
  pointerEvents: 'none',
});

export const root = style({
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  },
});

export const variant = styleVariants({
  success: { background: vars.color.toast, color: vars.color.toastText },
  error: { background: vars.color.wrong, color: vars.color.toastText },
});

export const title = style({ gridColumn: 1, fontWeight: 700 });

export const description = style({ gridColumn: 1, margin: 0 });

export const close = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  alignSelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid currentColor`, outlineOffset: '1px' },
  },
});
