import type { MultiLevelExam } from '@bandwise/core';
import type { WritingKind } from '@bandwise/grading';

/**
 * What the built-in grader needs to know about a multi-level question that the content does not state as data: the
 * writing task's kind and word limits (read from its wording, e.g. 'Write a letter to your friend ... about 50
 * words', 'Write 120-150 words'), the speaking part (from the part's label 1.1, 1.2, 2, 3), and the full prompt.
 */

export type MultiLevelWritingTask = { kind: WritingKind; minWords?: number; maxWords?: number };

export function multiLevelWritingTask(question: string): MultiLevelWritingTask {
  const text = question.toLowerCase();
  const kind: WritingKind = /\b(letter|e-?mail|note)\b/u.test(text)
    ? /\b(friend|cousin|classmate|pen ?pal|informal)\b/u.test(text)
      ? 'ml-letter-informal'
      : 'ml-letter-formal'
    : 'ml-essay';
  const range = /(\d{2,3})\s*(?:-|–|to)\s*(\d{2,3})\s*words/u.exec(text);
  if (range) return { kind, minWords: Number(range[1]), maxWords: Number(range[2]) };
  // 'About N words': a tenth either side is still about N.
  const about = /(?:about|around|approximately)\s*(\d{2,3})\s*words/u.exec(text);
  if (about) return { kind, minWords: Math.round(Number(about[1]) * 0.9), maxWords: Math.round(Number(about[1]) * 1.1) };
  const least = /at least\s*(\d{2,3})\s*words/u.exec(text);
  return least ? { kind, minWords: Number(least[1]) } : { kind };
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
      return { sectionId: section.id, partId: part.id, partLabel: part.label, type: question.type, question: question.question, prompt };
    }
  }
  return null;
}

/** Question id -> part id, for a section's score (the mean over its parts of each part's mean answer score). */
export function partsOf(exam: MultiLevelExam, sectionId: number): Map<number, number> {
  const section = exam.sections.find((s) => s.id === sectionId);
  return new Map(section?.parts.flatMap((part) => part.questions.map((q) => [q.id, part.id] as const)) ?? []);
}
