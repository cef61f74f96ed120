export * from './common';
export * from './ielts';
export * from './ieltsKeys';
export * from './multiLevel';
export * from './multiLevelKeys';
