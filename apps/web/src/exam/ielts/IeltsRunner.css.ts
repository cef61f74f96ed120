import { style } from '@vanilla-extract/css';
import { vars } from '@bandwise/kit/vars';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '100dvh',
  padding: vars.space.xl,
  textAlign: 'center',
});

export const noticeTitle = style({ margin: 0, fontSize: '1.75rem' });

export const waiting = style({ margin: 0, color: vars.color.textMuted });
