import { style } from '@vanilla-extract/css';
import { stack, surfaceBox, media, vars } from '@bandwise/kit/vars';

/** Shared page styles: the centred column, headings, cards, empty and loading states. */
export const container = style({
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const narrow = style([container, { maxWidth: '40rem' }]);

export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '2rem', lineHeight: vars.lineHeight.tight });
export const lead = style({ margin: `0 0 ${vars.space.xl}`, color: vars.color.textMuted });

export const card = style({
  padding: vars.space.xl,
  ...surfaceBox,
  boxShadow: '0 1px 4px rgba(15, 23, 42, 0.06)',
});

export const center = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });
export const empty = style({ margin: 0, padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const field = style(stack(vars.space.xs));
export const label = style({ fontWeight: 600 });
export const input = style({
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});
export const textarea = style([input, { minHeight: '8rem', resize: 'vertical' }]);
export const form = style(stack(vars.space.lg));
export const row2 = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** A field's problem, under the field (referenced by its aria-describedby). */
export const error = style({ margin: 0, color: vars.color.wrong, fontSize: vars.fontSize.sm });
