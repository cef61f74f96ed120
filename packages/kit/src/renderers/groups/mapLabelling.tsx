import { slotValue, type MapLabellingGroup } from '@bandwise/core';
import { MapLabelling, type MapAnswers } from '../../MapLabelling/MapLabelling';
import { KeyList } from '../KeyHint/KeyHint';
import { useMediaUrl } from '../MediaBase';
import { keyText } from '../sheet';
import { QuestionSlot } from './QuestionSlot';
import type { GroupRendererProps } from './types';

/** Plan or map labelling: the picture with its letters, and a select of those letters per numbered place. */
export function MapLabellingGroupRenderer({ group, sheet, answer, keys, flagged, disabled }: GroupRendererProps<MapLabellingGroup>) {
  const media = useMediaUrl();
  const numbers = group.questions.map((question) => question.number);
  const value: MapAnswers = Object.fromEntries(numbers.map((number) => [number, slotValue(sheet, number)]));
  return (
    <QuestionSlot number={numbers[0] ?? 1} flagged={numbers.some((number) => flagged.includes(number))}>
      <MapLabelling
        src={media(group.image.src)}
        alt={group.image.alt}
        positions={group.positions}
        questions={group.questions.map((question) => ({ number: question.number, prompt: question.stem }))}
        caption={group.title}
        value={value}
        onValueChange={(next, number) => answer([[number, next[number] ?? '']])}
        disabled={disabled}
      />
      {keys && <KeyList items={numbers.map((number) => ({ number, text: keyText(keys, number) }))} />}
    </QuestionSlot>
  );
}
