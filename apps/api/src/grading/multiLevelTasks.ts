import type { MultiLevelExam, MultiLevelQuestion } from '@bandwise/core';
import type { WritingKind } from '@bandwise/grading';

/**
 * What the built-in grader needs to know about a multi-level question: the writing task's kind and word limit (the
 * content's task_kind and word_limit), the speaking part (from the part's label 1.1, 1.2, 2, 3), and the full prompt.
 */

export type MultiLevelWritingTask = { kind: WritingKind; minWords?: number; maxWords?: number };

/** A version published before task_kind and word_limit existed has neither: graded as an essay with no limit. */
export function multiLevelWritingTask(question: Pick<MultiLevelQuestion, 'task_kind' | 'word_limit'>): MultiLevelWritingTask {
  const kind: WritingKind = `multi-level-${question.task_kind ?? 'essay'}`;
  const limit = question.word_limit;
  return limit ? { kind, minWords: limit.min, maxWords: limit.max } : { kind };
}

export function multiLevelSpeakingPart(label: string): 1 | 2 | 3 {
  const n = Number.parseInt(label, 10);
  return n === 2 ? 2 : n >= 3 ? 3 : 1;
}

export type MultiLevelQuestionPlace = {
  sectionId: number;
  partId: number;
  partLabel: string;
  type: string;
  question: string;
  /** The question as the content has it (a writing task's task_kind and word_limit). */
  entry: MultiLevelQuestion;
  /** The part's description and text (the situation, the arguments for and against) with the question. */
  prompt: string;
};

/** Finds a question in the exam tree, with the part it belongs to. */
export function placeQuestion(exam: MultiLevelExam, questionId: number): MultiLevelQuestionPlace | null {
  for (const section of exam.sections) {
    for (const part of section.parts) {
      const question = part.questions.find((q) => q.id === questionId);
      if (!question) continue;
      const prompt = [part.description, part.right_text, question.question].map((s) => s.trim()).filter(Boolean).join('\n\n');
      return { sectionId: section.id, partId: part.id, partLabel: part.label, type: question.type, question: question.question, entry: question, prompt };
    }
  }
  return null;
}

/** Question id -> part id, for a section's score (the mean over its parts of each part's mean answer score). */
export function partsOf(exam: MultiLevelExam, sectionId: number): Map<number, number> {
  const section = exam.sections.find((s) => s.id === sectionId);
  return new Map(section?.parts.flatMap((part) => part.questions.map((q) => [q.id, part.id] as const)) ?? []);
}
