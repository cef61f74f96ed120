import type { TfngGroup } from '@bandwise/core';
import { TfngRadioGroup } from '../../TfngRadioGroup/TfngRadioGroup';
import { toTfngValue } from '../../TfngRadioGroup/tfngOptions';
import { QuestionSlots } from './QuestionSlots';
import type { GroupRendererProps } from './types';
import * as styles from './groups.css';

/** TRUE/FALSE/NOT GIVEN or YES/NO/NOT GIVEN, as radios or dropdowns (group.form); stores TRUE, NO, NOTGIVEN... */
export function TfngGroupRenderer({ group, sheet, answer, keys, flagged, disabled }: GroupRendererProps<TfngGroup>) {
  return (
    <div className={styles.questions}>
      <QuestionSlots questions={group.questions} sheet={sheet} answer={answer} flagged={flagged} keys={keys} disabled={disabled}>
        {(question, slot) => (
          <TfngRadioGroup
            {...slot}
            value={toTfngValue(slot.value, group.variant)}
            statement={question.stem}
            variant={group.variant}
            form={group.form}
          />
        )}
      </QuestionSlots>
    </div>
  );
}
