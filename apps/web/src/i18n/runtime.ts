import type { TFunction } from 'i18next';

/**
 * The site's i18n runtime: the part of i18next the site uses (nested keys, `{{value}}` interpolation, plural keys
 * `_one`/`_few`/`_many`/`_other` chosen by Intl.PluralRules, a fallback language, a missing-key report), in about 1 kB
 * rather than i18next's 16 kB gzip on the home route (docs/PERFORMANCE.md). Its methods keep i18next's names, and its
 * `t` keeps i18next's types, so the type check still holds every key to the English catalogue (i18next.d.ts).
 */
export type Texts = { [key: string]: string | Texts };
export type Resource = Record<string, { translation: Texts }>;

export interface I18nOptions {
  lng: string;
  /** false: a key missing from the language is reported and shown as the key (the story tests' strict mode). */
  fallbackLng: string | false;
  resources?: Resource;
  /** A key no catalogue in `languages` has: the languages searched and the key. */
  onMissing?: (languages: readonly string[], key: string) => void;
}

type Options = Record<string, unknown> & { count?: number; defaultValue?: string };
type Event = 'languageChanged' | 'added';

function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function merge(into: Texts, from: Texts): Texts {
  for (const [key, value] of Object.entries(from)) {
    const present = into[key];
    into[key] = typeof value === 'object' && typeof present === 'object' ? merge({ ...present }, value) : value;
  }
  return into;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

export class I18n {
  language: string;
  private readonly fallback: string | false;
  private readonly texts = new Map<string, Texts>();
  private readonly listeners = new Map<Event, Set<(language: string) => void>>();
  private readonly onMissing: I18nOptions['onMissing'];
  /**
   * Translates in the language shown. A new function after every change (language, texts added), as i18next's hook
   * gives, so memos that depend on `t` recompute.
   */
  t: TFunction;

  constructor({ lng, fallbackLng, resources = {}, onMissing }: I18nOptions) {
    this.language = lng;
    this.fallback = fallbackLng;
    this.onMissing = onMissing;
    for (const [language, bundle] of Object.entries(resources)) this.texts.set(language, bundle.translation);
    this.t = this.fixedT();
  }

  /** i18next's name for the language whose texts are shown (the site loads a language before showing it). */
  get resolvedLanguage(): string {
    return this.language;
  }

  /** The languages a key is looked up in, in order. */
  get languages(): string[] {
    return this.fallback && this.fallback !== this.language ? [this.language, this.fallback] : [this.language];
  }

  exists(key: string): boolean {
    return this.languages.some((language) => lookup(this.texts.get(language), key) !== undefined);
  }

  hasResourceBundle(language: string, _namespace: 'translation'): boolean {
    return this.texts.has(language);
  }

  /** Merges `texts` into the language's catalogue (i18next's signature: deep and overwrite are always on here). */
  addResourceBundle(language: string, _namespace: 'translation', texts: Texts, _deep = true, _overwrite = true): this {
    this.texts.set(language, merge({ ...this.texts.get(language) }, texts));
    this.emit('added');
    return this;
  }

  async changeLanguage(language: string): Promise<TFunction> {
    this.language = language;
    this.emit('languageChanged');
    return this.t;
  }

  on(event: Event, listener: (language: string) => void): void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
  }

  off(event: Event, listener: (language: string) => void): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: Event) {
    this.t = this.fixedT();
    for (const listener of this.listeners.get(event) ?? []) listener(this.language);
  }

  private fixedT(): TFunction {
    return ((key: string, options?: Options) => this.translate(key, options)) as unknown as TFunction;
  }

  private translate(key: string, options: Options = {}): string {
    const { count } = options;
    for (const language of this.languages) {
      const texts = this.texts.get(language);
      const text = (typeof count === 'number' ? lookup(texts, `${key}_${pluralOf(language, count)}`) : undefined) ?? lookup(texts, key);
      if (text !== undefined) return interpolate(text, options);
    }
    this.onMissing?.(this.languages, key);
    return options.defaultValue ?? key;
  }
}

/** `{{name}}` (spaces allowed, dotted paths) -> the option's value; React escapes, so nothing is escaped here. */
function interpolate(text: string, options: Options): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, path: string) => {
    let value: unknown = options;
    for (const part of path.split('.')) value = value == null ? undefined : (value as Record<string, unknown>)[part];
    return value == null ? '' : String(value);
  });
}
