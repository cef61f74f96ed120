import { normaliseAnswer } from '@bandwise/core';

/** Statement questions come in two wordings: about facts (TRUE/FALSE) or about the writer's views (YES/NO). */
export const tfngVariants = ['tfng', 'ynng'] as const;
export type TfngVariant = (typeof tfngVariants)[number];

/** The two ways the papers lay them out: a row of radios, or a dropdown per statement. */
export const tfngForms = ['radio', 'dropdown'] as const;
export type TfngForm = (typeof tfngForms)[number];

// The answer sheet stores NOT GIVEN without its space (the seeds' NOTGIVEN), so value and display differ.
export const tfngOptions = [
  { value: 'TRUE', display: 'TRUE' },
  { value: 'FALSE', display: 'FALSE' },
  { value: 'NOTGIVEN', display: 'NOT GIVEN' },
] as const;

export const ynngOptions = [
  { value: 'YES', display: 'YES' },
  { value: 'NO', display: 'NO' },
  { value: 'NOTGIVEN', display: 'NOT GIVEN' },
] as const;

/** What a statement question stores; '' when unanswered. */
export type TfngValue = (typeof tfngOptions)[number]['value'] | (typeof ynngOptions)[number]['value'] | '';

export const tfngOptionsByVariant = { tfng: tfngOptions, ynng: ynngOptions } as const satisfies Record<
  TfngVariant,
  readonly { value: string; display: string }[]
>;

/** A slot's text as the control's value: 'not given' or 'NOT GIVEN' from an older sheet reads as NOTGIVEN. */
export function toTfngValue(value: string, variant: TfngVariant): TfngValue {
  const normal = normaliseAnswer(value);
  const found = tfngOptionsByVariant[variant].find((option) => option.value.toLowerCase() === normal);
  return found?.value ?? '';
}
