import { style } from '@vanilla-extract/css';
import { media, plainList, stack, vars } from '@bandwise/kit/vars';

/**
 * A list of cards laid out as a grid: one column on phones, `columns[step]` from each breakpoint step up
 * (`cardGrid({ sm: 2, lg: 3 })`). Called from a page's .css.ts file (a style file may export only styles, not
 * functions), so each page keeps its own counts.
 */
export function cardGrid(columns: Partial<Record<keyof typeof media, number>>) {
  const steps = (Object.keys(media) as (keyof typeof media)[]).filter((step) => columns[step] !== undefined);
  return style({
    display: 'grid',
    gap: vars.space.lg,
    ...plainList,
    '@media': Object.fromEntries(steps.map((step) => [media[step], { gridTemplateColumns: `repeat(${columns[step]}, 1fr)` }])),
  });
}

/** A card of such a grid: a button that opens a test or an exam, its lines stacked from the top left. */
export const cardButton = {
  ...stack(vars.space.md),
  alignItems: 'flex-start',
  width: '100%',
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
} as const;
