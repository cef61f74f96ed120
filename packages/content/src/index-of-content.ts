/**
 * Node-only index of the shipped content for the linter and the tests: each book and exam paired with its keys by
 * folder (not by id, so a wrong bookId in a keys file is caught instead of silently unpaired), and the media folder.
 * Generated from packages/content/sets (src/generated/shipped.ts).
 */
export { shippedIelts, shippedMultiLevel } from './generated/shipped';
export { mediaOnDisk, mediaRoot } from './authoring/node';
