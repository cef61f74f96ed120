import { useId, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import * as styles from './RadioChoices.css';

export const radioChoicesVariants = cva(styles.group, {
  variants: { layout: styles.layout },
  defaultVariants: { layout: 'vertical' },
});
export type RadioLayout = NonNullable<VariantProps<typeof radioChoicesVariants>['layout']>;

export interface RadioChoice {
  value: string;
  content: ReactNode;
}

export interface RadioChoicesProps {
  choices: readonly RadioChoice[];
  value: string;
  onValueChange: (value: string) => void;
  /** Id of the element naming the group: the question number and stem. */
  labelledBy: string;
  layout?: RadioLayout;
  disabled?: boolean;
}

/**
 * Radix RadioGroup with a visible label per option. Radix gives the keyboard model learners expect:
 * Tab enters at the chosen option, arrows move and choose, Space chooses.
 */
export function RadioChoices({ choices, value, onValueChange, labelledBy, layout = 'vertical', disabled }: RadioChoicesProps) {
  const id = useId();
  return (
    <RadioGroup.Root
      className={radioChoicesVariants({ layout })}
      value={value}
      onValueChange={onValueChange}
      aria-labelledby={labelledBy}
      disabled={disabled}
    >
      {choices.map((choice) => {
        const itemId = `${id}-${choice.value}`;
        return (
          <div
            key={choice.value}
            className={styles.item}
            data-state={choice.value === value ? 'checked' : 'unchecked'}
            data-disabled={disabled ? '' : undefined}
          >
            <RadioGroup.Item id={itemId} value={choice.value} className={styles.radio}>
              <RadioGroup.Indicator className={styles.indicator} />
            </RadioGroup.Item>
            <label htmlFor={itemId} className={styles.label}>
              {choice.content}
            </label>
          </div>
        );
      })}
    </RadioGroup.Root>
  );
}
