import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Width of the first pane as a percentage, set inline from the component's state. */
export const firstSize = createVar();

/** Below this container width the panes stack, passage above questions (phones, narrow windows). */
const narrow = '(max-width: 45rem)';

export const root = style({
  containerType: 'inline-size',
  height: '100%',
  minHeight: 0,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, ${firstSize}) 0.75rem minmax(0, 1fr)`,
  height: '100%',
  minHeight: 0,
  '@container': {
    [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', height: 'auto', rowGap: vars.space.lg },
  },
});

export const pane = style({
  minWidth: 0,
  minHeight: 0,
  overflow: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
  '@container': {
    [narrow]: { overflow: 'visible', padding: vars.space.sm },
  },
});

export const separator = style({
  position: 'relative',
  cursor: 'col-resize',
  touchAction: 'none',
  userSelect: 'none',
  background: 'transparent',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: '50%',
      width: 2,
      transform: 'translateX(-50%)',
      background: vars.color.borderStrong,
    },
    '&::after': {
      // The grip, so the handle reads as something to drag.
      content: '""',
      position: 'absolute',
      top: '50%',
      left: '50%',
      width: 6,
      height: 32,
      transform: 'translate(-50%, -50%)',
      borderRadius: vars.radius.full,
      background: vars.color.borderStrong,
    },
    '&[data-state="dragging"]::before, &:hover::before': { background: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-1px' },
  },
  '@container': {
    [narrow]: { display: 'none' },
  },
});
