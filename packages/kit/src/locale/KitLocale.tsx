import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { en, type KitLabels } from './en';

/**
 * A catalogue with some texts replaced; nested recorder texts merge too. The kit ships English in its main entry and
 * Uzbek and Russian as their own entries (`@bandwise/kit/locales/uz`, `/ru`), so an English-only app downloads none.
 */
export function mergeLabels(base: KitLabels, overrides?: Partial<KitLabels>): KitLabels {
  if (!overrides) return base;
  return { ...base, ...overrides, recorder: { ...base.recorder, ...overrides.recorder } };
}

const KitLabelsContext = createContext<KitLabels>(en);

export interface KitLabelsProviderProps {
  /**
   * The kit's built-in texts below: a whole catalogue (`uz`, exported by the kit's locales/uz entry) or some
   * texts to replace; whatever is left out stays English. @default English
   */
  labels?: Partial<KitLabels>;
  children?: ReactNode;
}

/**
 * Sets the language of the kit's built-in texts (Words:, Time left, No Answer, Record, ...) below it. ThemeRoot takes
 * the same `labels`; a primitive's own text props still win over both.
 */
export function KitLabelsProvider({ labels, children }: KitLabelsProviderProps) {
  const value = useMemo(() => mergeLabels(en, labels), [labels]);
  return <KitLabelsContext.Provider value={value}>{children}</KitLabelsContext.Provider>;
}

/** The built-in texts of the nearest KitLabelsProvider or ThemeRoot with labels; English outside any. */
export function useKitLabels(): KitLabels {
  return useContext(KitLabelsContext);
}

/** Fills `{name}` markers: fillLabel('Question {n}', { n: 3 }) -> 'Question 3'. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
