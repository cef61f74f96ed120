import { style } from '@vanilla-extract/css';
import { vars } from '@bandwise/kit/vars';

export const translations = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const translation = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });
export const title = style({ margin: 0, fontWeight: 600 });
export const text = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });
