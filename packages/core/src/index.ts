export { countWords } from './text/wordCount';
export * from './content';
export * from './scoring';
export * from './contract';
