/**
 * The exam vocabulary, declared once: the sections of each exam in order, the criteria graders and examiners score,
 * and the kinds of error marked in an essay. Every package imports these lists instead of spelling them again (the
 * vocabulary test in this folder fails on a copy), so adding a section or a kind is one edit here.
 */

/**
 * The four skills in the code's spelling (an IELTS book's section keys, an authoring folder's section files, both
 * exams' sections everywhere inside the product), in the order a multi-level learner takes them.
 */
export const skills = ['listening', 'reading', 'writing', 'speaking'] as const;
export type Skill = (typeof skills)[number];

/** IELTS sections in the seeds' order (speaking before writing); the server holds the one a learner is on. */
export const ieltsSectionTypes = ['listening', 'reading', 'speaking', 'writing'] as const satisfies readonly Skill[];
export type IeltsSectionType = (typeof ieltsSectionTypes)[number];
/** The IELTS sections answered on an answer sheet and scored on submit, not graded later. */
export const ieltsInlineSectionTypes = ['listening', 'reading'] as const satisfies readonly IeltsSectionType[];
export type IeltsInlineSectionType = (typeof ieltsInlineSectionTypes)[number];

/**
 * The edge table of the IELTS sections: seed 001's IELTS calls spell them in capitals, and so do the drafts already
 * stored on learners' devices. Only those edges read it (the contract's schemas, the web's API calls and its storage);
 * everything inside speaks the skills' spelling.
 */
export const ieltsWireSections = { listening: 'LISTENING', reading: 'READING', speaking: 'SPEAKING', writing: 'WRITING' } as const satisfies Record<IeltsSectionType, string>;
/** The section a wire or stored name means, in either spelling ('LISTENING' or 'listening'); undefined for anything else. */
export function ieltsSectionOf(name: string | null | undefined): IeltsSectionType | undefined {
  const section = name?.toLowerCase();
  return (ieltsSectionTypes as readonly string[]).includes(section ?? '') ? (section as IeltsSectionType) : undefined;
}

/** Multi-level sections: the skills, on the wire as in content (the seeds' lower-case spelling), in the same order. */
export const multiLevelSectionTypes = skills;
export type MultiLevelSectionType = Skill;

/**
 * The kinds of multi-level writing task, as a question's task_kind states them: part 1.1's letter to a friend, part
 * 1.2's letter to an organisation, part 2's essay. The writing grader judges register and layout by the kind.
 */
export const multiLevelTaskKinds = ['letter-informal', 'letter-formal', 'essay'] as const;
export type MultiLevelTaskKind = (typeof multiLevelTaskKinds)[number];

/** IELTS writing criteria (a task's band is their mean): the grader's WritingCriteria keys, the LLM grader's too. */
export const writingCriteria = ['taskAchievement', 'coherence', 'lexicalResource', 'grammar'] as const;
export type WritingCriterion = (typeof writingCriteria)[number];
/** The six speaking sub-scores of the result pages, the built-in and LLM graders and the examiners' marks. */
export const speakingCriteria = ['coherence', 'fluency', 'grammar', 'vocabulary', 'relevance', 'topicDevelopment'] as const;
export type SpeakingCriterion = (typeof speakingCriteria)[number];

/** The kinds of error marked in a learner's essay on the result pages. */
export const markedErrorKinds = ['grammar', 'spelling', 'punctuation'] as const;
export type MarkedErrorKind = (typeof markedErrorKinds)[number];
/** What the writing grader reports: the marked kinds and style suggestions, which are not errors and are not marked. */
export const writingIssueKinds = [...markedErrorKinds, 'style'] as const;
export type WritingIssueKind = (typeof writingIssueKinds)[number];
