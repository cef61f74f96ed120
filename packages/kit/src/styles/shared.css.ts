import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Hidden from sight, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The bold question number badge in front of every answer control. */
export const questionNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.75em',
  height: '1.75em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  marginRight: vars.space.xs,
});

/** The one line a result shows in place of its content when there is nothing to show. */
export const emptyResult = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });
