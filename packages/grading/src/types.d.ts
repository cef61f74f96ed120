declare module 'nspell' {
  export type Dictionary = { aff: Uint8Array | string; dic?: Uint8Array | string };
  export interface NSpell {
    correct(word: string): boolean;
    suggest(word: string): string[];
    add(word: string, model?: string): NSpell;
    personal(dic: string): NSpell;
  }
  function nspell(dictionary: Dictionary | Dictionary[]): NSpell;
  export default nspell;
}
