// Declaration sets that the kit's primitives and the site's pages share, spread into a style() where they apply:
// `style({ ...surfaceBox, padding: vars.space.md })`. Plain objects, not classes, so each element keeps one class
// and its generated CSS is what it was when the declarations were written out in place.
// A shorthand (border, font) comes first in each set: a style that spreads one may refine it afterwards.
import { vars } from '../theme/vars.css';

/** The keyboard focus ring every interactive control shows: `selectors: { ...focusVisibleRing }`. */
export const focusVisibleRing = {
  '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
} as const;

/** A box on the surface colour with the thin border: cards, list rows, players, recorders. */
export const surfaceBox = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
} as const;

/** A panel raised over the page (a dialog, a menu's popover): the surface box with the shadow and the body type. */
export const raisedPanel = {
  color: vars.color.text,
  ...surfaceBox,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.body,
} as const;

/** The face of a filled accent button (the primary action): colours, border, the inherited bold type, the pointer. */
export const accentButton = {
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;

/** Content centred both ways in an inline box: icon tiles, round icon buttons, badges. */
export const centredInline = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' } as const;

/** One option of a choice list (a radio or a check box and its text); each list sets its own padding. */
export const choiceRow = { display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, borderRadius: vars.radius.sm } as const;

/** Items stacked top to bottom with a gap. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Items side by side, centred across the row (toolbars, a status line); each row sets its own gap. */
export const flexRow = { display: 'flex', alignItems: 'center' } as const;

/** The row in an inline box: a button's or a link's icon and text. */
export const inlineFlexRow = { display: 'inline-flex', alignItems: 'center' } as const;

/** A row that runs onto more lines when its box is too narrow: a header's tools, a line of controls. */
export const wrappingRow = { display: 'flex', flexWrap: 'wrap', alignItems: 'center' } as const;

/** A list without bullets or the browser's indent. */
export const plainList = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** A progress bar's track (the audio position, the recording level) and its fill, which sets its own colour and width. */
export const barTrack = {
  position: 'relative',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
} as const;
export const barFill = { position: 'absolute', top: 0, bottom: 0, left: 0 } as const;
