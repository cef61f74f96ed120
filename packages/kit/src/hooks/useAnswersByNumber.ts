import type { LettersByNumber, NumberedAnswersProps } from '../lib/option';
import { useControllableState } from './useControllableState';

const noAnswers: LettersByNumber = {};

/**
 * The answers of a control that asks several numbered questions, controlled or not, and `answer(number, letter)`,
 * which a question's select calls: it keeps the other answers and reports the whole set with the number changed.
 */
export function useAnswersByNumber({ value, defaultValue = noAnswers, onValueChange }: NumberedAnswersProps) {
  const [answers, setAnswers] = useControllableState(value, defaultValue, undefined);
  function answer(number: number, letter: string) {
    const next = { ...answers, [number]: letter };
    setAnswers(next);
    onValueChange?.(next, number);
  }
  return [answers, answer] as const;
}
