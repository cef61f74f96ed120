import { multiLevelExams } from '@bandwise/content';
import { describe, expect, it } from 'vitest';
import { multiLevelWritingTask, placeQuestion } from './multiLevelTasks';

describe("a multi-level writing task's kind and word limit come from the content's data", () => {
  const exam4 = multiLevelExams.find((exam) => exam.id === 4)!;
  const task = (id: number) => multiLevelWritingTask(placeQuestion(exam4, id)!.entry);

  it('grades each shipped task by its task_kind and word_limit', () => {
    // 4201 writes to 'your neighbour Chris': informal, though the text names no friend.
    expect(task(4201)).toEqual({ kind: 'multi-level-letter-informal', minWords: 45, maxWords: 55 });
    expect(task(4202)).toEqual({ kind: 'multi-level-letter-formal', minWords: 120, maxWords: 150 });
    expect(task(4203)).toEqual({ kind: 'multi-level-essay', minWords: 180, maxWords: 200 });
  });

  it('grades a task from a version published before the fields existed as an essay with no limit', () => {
    expect(multiLevelWritingTask({})).toEqual({ kind: 'multi-level-essay' });
  });
});
