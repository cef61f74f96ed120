import type { SingleChoiceGroup } from '@bandwise/core';
import { SingleChoice } from '../../SingleChoice/SingleChoice';
import { QuestionSlots } from './QuestionSlots';
import type { GroupRendererProps } from './types';
import * as styles from './groups.css';

/** Multiple choice with one answer per question: radios storing the option letter. */
export function SingleChoiceGroupRenderer({ group, sheet, answer, keys, flagged, disabled }: GroupRendererProps<SingleChoiceGroup>) {
  return (
    <div className={styles.questions}>
      <QuestionSlots questions={group.questions} sheet={sheet} answer={answer} flagged={flagged} keys={keys} disabled={disabled}>
        {(question, slot) => <SingleChoice {...slot} stem={question.stem} options={question.options} />}
      </QuestionSlots>
    </div>
  );
}
