import { style } from '@vanilla-extract/css';
import { vars } from '@bandwise/kit/vars';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `3rem ${vars.space.lg}`,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  textAlign: 'center',
});

export const title = style({ margin: 0, fontSize: '2rem' });
export const hint = style({ margin: 0, color: vars.color.textMuted });
export const botLink = style({ color: vars.color.accent, fontWeight: 700 });
export const status = style({ minHeight: '1.5rem', display: 'flex', justifyContent: 'center' });
