import { style } from '@vanilla-extract/css';
import { vars } from '@bandwise/kit/vars';
import { notesBox } from '../components/notesBox';

/** The part tabs take the height left under the header, so reading's panes can scroll on their own. */
export const tabs = style({ flex: 1, minHeight: 0 });

export const content = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });

export const audio = style({ marginBottom: vars.space.md });

export const questions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0, padding: vars.space.md });

export const questionsHeading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const split = style({ height: '100%', minHeight: '24rem' });

export const speakingPart = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '60rem' });

export const recorder = style({ marginTop: vars.space.sm });

export const notes = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const notesLabel = style({ fontWeight: 700 });

export const notesInput = style({ ...notesBox, minHeight: '8rem' });

export const nextPart = style({ alignSelf: 'flex-start' });

export const done = style({ margin: `${vars.space.sm} 0 0`, fontWeight: 600, color: vars.color.correct });

export const skip = style({ marginTop: vars.space.xs });

export const writingPanel = style({ height: '100%', minHeight: '24rem' });
