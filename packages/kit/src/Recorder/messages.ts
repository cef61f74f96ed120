import { en } from '../locale/en';

/**
 * Every text the recorder shows, in English: the kit's catalogue holds them (locale/en.ts, with uz and ru beside it),
 * so this is that entry, not a copy. Pass some of them to change a part's wording.
 */
export const recorderMessages = en.recorder;
export type RecorderMessages = typeof recorderMessages;
