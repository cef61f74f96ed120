import type { IeltsBook, IeltsKeys, MultiLevelExam, MultiLevelKeys } from '@bandwise/core';

/** 1-based, as editors show them. */
export type Position = { line: number; column: number };

/** One mistake in a test folder: the file, the place in it, and what to write instead. */
export type AuthoringError = Position & {
  /** The file's name inside the folder, e.g. 'reading.yaml'. */
  file: string;
  message: string;
};

/** The two kinds of test, named by `format:` in test.yaml. */
export const testFormats = ['ielts', 'multi-level'] as const;
export type TestFormat = (typeof testFormats)[number];

/**
 * A parsed test folder. `publicPart` and `keys` are set only when the folder has no errors at all (schema, format and
 * linter), so a caller can never store or publish half-checked content.
 */
export type ParsedTest =
  | { format: 'ielts'; publicPart: IeltsBook | null; keys: IeltsKeys | null; errors: AuthoringError[] }
  | { format: 'multi-level'; publicPart: MultiLevelExam | null; keys: MultiLevelKeys | null; errors: AuthoringError[] }
  | { format: null; publicPart: null; keys: null; errors: AuthoringError[] };

/**
 * Whether a media path (relative to the content media folder, e.g. 'ielts/book1/plan.svg', or a draft's file name)
 * exists; `folder` names, for the linter's hint, where a missing file goes.
 */
export type MediaExists = ((path: string) => boolean) & { folder?: string };

export type ParseOptions = {
  /** Checks the audio and pictures the test names; left out, media paths are not checked (e.g. a browser preview). */
  media?: MediaExists;
};
