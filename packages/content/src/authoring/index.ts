/**
 * @bandwise/content/authoring: the authoring format (docs/CONTENT.md). Browser-safe; the Node-only helpers that read
 * folders from the disk are in @bandwise/content/authoring/node.
 */
export { IELTS_FILES, MULTI_LEVEL_FILES, PRIVATE_FILES, parseTestFolder } from './parseTestFolder';
export { testFormats, type AuthoringError, type MediaExists, type ParseOptions, type ParsedTest, type Position, type TestFormat } from './types';

/** One line per error, as editors and CI logs link them: 'reading.yaml:12:5: message'. */
export function formatAuthoringErrors(errors: ReadonlyArray<{ file: string; line: number; column: number; message: string }>, folder = ''): string {
  return errors.map((error) => `${folder ? `${folder}/` : ''}${error.file}:${error.line}:${error.column}: ${error.message}`).join('\n');
}
