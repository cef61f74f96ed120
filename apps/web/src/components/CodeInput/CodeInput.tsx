import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { boxValue, CODE_LENGTH, spreadPaste } from './code';
import * as styles from './CodeInput.css';
import { useTranslation } from 'react-i18next';

export interface CodeInputProps {
  /** The six boxes' digits ('' for an empty box). */
  value: readonly string[];
  /** Called with all six boxes after every change. */
  onValueChange: (value: string[]) => void;
  /** The group's visible label. @default 'Verification code' */
  label?: string;
  /** @default false */
  disabled?: boolean;
}

/**
 * Six single-digit boxes: typing a digit moves forward, emptying a box or Backspace on an empty one moves back,
 * pasting spreads up to six characters from the first box with non-digits left blank.
 */
export function CodeInput({ value, onValueChange, label: labelProp, disabled = false }: CodeInputProps) {
  const { t } = useTranslation();
  const label = labelProp ?? t('login.code');
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    target?.focus();
    target?.select();
  };

  const change = (index: number, typed: string) => {
    const next = [...value];
    next[index] = boxValue(typed);
    onValueChange(next);
    if (next[index]) focus(index + 1);
    else if (typed === '') focus(index - 1);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index]) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const next = spreadPaste(event.clipboardData.getData('text'));
    onValueChange(next);
    const firstEmpty = next.findIndex((digit) => !digit);
    focus(firstEmpty === -1 ? CODE_LENGTH - 1 : firstEmpty);
  };

  return (
    <fieldset className={styles.root} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.boxes}>
        {Array.from({ length: CODE_LENGTH }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={styles.box}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={2}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('login.digit', { n: index + 1, count: CODE_LENGTH })}
            data-state={value[index] ? 'filled' : 'empty'}
            value={value[index] ?? ''}
            onChange={(event) => change(index, event.target.value)}
            onKeyDown={(event) => keyDown(index, event)}
            onPaste={paste}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
