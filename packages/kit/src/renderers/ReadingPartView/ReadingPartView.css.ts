import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The split panes scroll on their own, so the view needs a height; the runner may pass its own through className. */
export const root = style({ height: '70vh', minHeight: '28rem' });

export const passage = style({ display: 'grid', gap: vars.space.sm, lineHeight: vars.lineHeight.body });

export const eyebrow = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 700, textTransform: 'uppercase', color: vars.color.textMuted });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const subtitle = style({ margin: 0, fontStyle: 'italic' });

export const paragraph = style({ margin: 0, display: 'grid', gridTemplateColumns: '1.75rem minmax(0, 1fr)', gap: vars.space.xs });

export const plainParagraph = style({ margin: 0 });

export const paragraphLabel = style({ fontWeight: 700 });

export const questions = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const questionsHeading = style({ margin: 0, fontSize: vars.fontSize.xl });
