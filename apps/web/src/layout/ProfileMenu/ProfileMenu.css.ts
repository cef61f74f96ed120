import { style } from '@vanilla-extract/css';
import { focusVisibleRing, raisedPanel, stack, vars } from '@bandwise/kit/vars';

export const root = style({ position: 'relative' });

export const overlay = style({ position: 'fixed', inset: 0, zIndex: 190, background: 'transparent' });

export const trigger = style({
  display: 'inline-flex',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  position: 'relative',
  zIndex: 200,
  selectors: {
    '&[data-state="open"]': { borderColor: vars.color.accent },
    ...focusVisibleRing,
  },
});

export const content = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  right: 0,
  zIndex: 200,
  width: '17rem',
  padding: vars.space.lg,
  ...stack(vars.space.md),
  ...raisedPanel,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const name = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const phone = style({ margin: 0, color: vars.color.textMuted });

export const facts = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, margin: 0 });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 700, textAlign: 'right' });
