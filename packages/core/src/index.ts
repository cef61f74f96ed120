export { countWords } from './text/wordCount';
export { fullName } from './text/personName';
export * from './content';
export * from './scoring';
export * from './contract';
