import { style } from '@vanilla-extract/css';
import { vars, wrappingRow } from '@bandwise/kit/vars';

export const root = style({
  ...wrappingRow,
  gap: vars.space.md,
  margin: `${vars.space.sm} 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const text = style({ margin: 0, flex: 1 });
