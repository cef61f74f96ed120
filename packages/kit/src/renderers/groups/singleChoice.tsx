import { slotValue, type SingleChoiceGroup } from '@bandwise/core';
import { SingleChoice } from '../../SingleChoice/SingleChoice';
import { KeyHint } from '../KeyHint/KeyHint';
import { keyText } from '../sheet';
import { QuestionSlot } from './QuestionSlot';
import type { GroupRendererProps } from './types';
import * as styles from './groups.css';

/** Multiple choice with one answer per question: radios storing the option letter. */
export function SingleChoiceGroupRenderer({ group, sheet, answer, keys, flagged, disabled }: GroupRendererProps<SingleChoiceGroup>) {
  return (
    <div className={styles.questions}>
      {group.questions.map((question) => (
        <QuestionSlot key={question.number} number={question.number} flagged={flagged.includes(question.number)}>
          <SingleChoice
            number={question.number}
            stem={question.stem}
            options={question.options}
            value={slotValue(sheet, question.number)}
            onValueChange={(value) => answer([[question.number, value]])}
            disabled={disabled}
          />
          {keys && <KeyHint text={keyText(keys, question.number)} />}
        </QuestionSlot>
      ))}
    </div>
  );
}
