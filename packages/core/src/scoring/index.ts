export * from './numbers';
export * from './match';
export * from './answerSheet';
export * from './ielts';
export * from './bands';
export * from './multiLevel';
