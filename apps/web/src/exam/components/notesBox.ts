import { focusVisibleRing, vars } from '@bandwise/kit/vars';

/**
 * The text box a learner writes notes in during an exam (a highlight's note, a speaking part's notes), spread into a
 * style that sets its height: `style({ ...notesBox, minHeight: '8rem' })`.
 */
export const notesBox = {
  font: 'inherit',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  resize: 'vertical',
  selectors: { ...focusVisibleRing },
} as const;
