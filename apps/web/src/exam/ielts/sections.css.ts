import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@bandwise/kit/vars';
import { notesBox } from '../components/notesBox';

/** The part tabs take the height left under the header, so reading's panes can scroll on their own. */
export const tabs = style({ flex: 1, minHeight: 0 });

export const content = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });

export const audio = style({ marginBottom: vars.space.md });

export const questions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0, padding: vars.space.md });

export const questionsHeading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const split = style({ height: '100%', minHeight: '24rem' });

/** Phones: the passage or the questions, not both stacked (the kit's SplitPane stacks them under 45rem). */
const phone = 'screen and (max-width: 45rem)';

export const phoneToggle = style({
  display: 'none',
  '@media': {
    [phone]: { display: 'flex', gap: vars.space.xs, position: 'sticky', top: 0, zIndex: 1, padding: vars.space.xs, background: vars.color.surface },
  },
});

export const phoneToggleButton = style({
  flex: 1,
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

globalStyle(`${split}[data-phone-view="passage"] [data-pane="second"], ${split}[data-phone-view="questions"] [data-pane="first"], ${split} [role="separator"]`, {
  '@media': { [phone]: { display: 'none' } },
});

export const speakingPart = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '60rem' });

export const recorder = style({ marginTop: vars.space.sm });

export const notes = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const notesLabel = style({ fontWeight: 700 });

export const notesInput = style({ ...notesBox, minHeight: '8rem' });

export const nextPart = style({ alignSelf: 'flex-start' });

export const done = style({ margin: `${vars.space.sm} 0 0`, fontWeight: 600, color: vars.color.correct });

export const skip = style({ marginTop: vars.space.xs });

export const writingPanel = style({ height: '100%', minHeight: '24rem' });
