import { slotValue, type MapLabellingGroup } from '@bandwise/core';
import { MapLabelling, type MapAnswers } from '../../MapLabelling/MapLabelling';
import { useMediaUrl } from '../MediaBase';
import { GroupSlot } from './QuestionSlots';
import type { GroupRendererProps } from './types';

/** Plan or map labelling: the picture with its letters, and a select of those letters per numbered place. */
export function MapLabellingGroupRenderer({ group, sheet, answer, keys, flagged, disabled }: GroupRendererProps<MapLabellingGroup>) {
  const media = useMediaUrl();
  const numbers = group.questions.map((question) => question.number);
  const value: MapAnswers = Object.fromEntries(numbers.map((number) => [number, slotValue(sheet, number)]));
  return (
    <GroupSlot numbers={numbers} flagged={flagged} keys={keys}>
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
    </GroupSlot>
  );
}
