export * from './vocabulary';
export { countWords } from './text/wordCount';
export { fullName } from './text/personName';
export { textsByKey, type Catalogue } from './text/catalogue';
export * from './content';
export * from './scoring';
export * from './contract';
