import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md, fontWeight: 700, textAlign: 'center' });

export const limit = style({ margin: `0 0 ${vars.space.sm}`, fontWeight: 600 });

export const blocks = style({ display: 'grid', gap: vars.space.sm, lineHeight: 2.2 });

export const blockHeading = style({ margin: `${vars.space.xs} 0 0`, fontWeight: 700, lineHeight: vars.lineHeight.body });

export const text = style({ margin: 0 });

export const bullets = style({ margin: 0, paddingLeft: vars.space.xl });

export const fields = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const field = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 14rem) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'baseline',
});

export const fieldLabel = style({ fontWeight: 600 });

export const fieldValue = style({ margin: 0 });

export const table = style({ borderCollapse: 'collapse', width: '100%', lineHeight: vars.lineHeight.body });

globalStyle(`${table} th, ${table} td`, {
  border: `1px solid ${vars.color.borderStrong}`,
  padding: vars.space.sm,
  textAlign: 'left',
  verticalAlign: 'top',
});

globalStyle(`${table} th`, { background: vars.color.surfaceMuted });

export const questions = style({ display: 'grid', gap: vars.space.md });

/** A question's wrapper: where the navigator scrolls to and where a review flag shows. */
export const slot = style({
  position: 'relative',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-flagged]': { outline: `2px dashed ${vars.color.flagged}`, outlineOffset: '2px' },
  },
});

export const inlineSlot = style([slot, { display: 'inline-flex', alignItems: 'baseline', flexWrap: 'wrap' }]);

export const flag = style({ marginLeft: vars.space.xs, color: vars.color.text, fontWeight: 700 });
