import { style } from '@vanilla-extract/css';
import { vars } from '@bandwise/kit/vars';

export const tabs = style({ minHeight: 0 });

export const partStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const audio = style({ marginBottom: vars.space.md });

export const recorder = style({ marginTop: vars.space.sm });

export const skip = style({ marginTop: vars.space.xs });

export const done = style({ margin: `${vars.space.sm} 0 0`, fontWeight: 600, color: vars.color.correct });

export const waiting = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted });
