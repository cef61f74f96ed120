import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/vars.css';

const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': 'screen and (min-width: 768px)' },
    desktop: { '@media': 'screen and (min-width: 1024px)' },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'block', 'inline-flex', 'grid', 'inline-block'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    padding: vars.space,
    paddingX: vars.space,
    paddingY: vars.space,
    margin: vars.space,
  },
  shorthands: {},
});

const colours = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderRadius: vars.radius,
  },
});

/** Layout atoms with responsive conditions, used through Box. */
export const sprinkles = createSprinkles(layout, colours);
export type Sprinkles = Parameters<typeof sprinkles>[0];
