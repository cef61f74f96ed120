/** A nested message catalogue (the site's i18next JSON, the kit's labels): texts in objects, to any depth. */
export type Catalogue = { readonly [key: string]: unknown };

/**
 * Every text of a catalogue by its dotted key ('header.login' -> 'Login'), as i18next looks it up. What is neither a
 * text nor a nested object is skipped. The catalogue tests and the e2e language checks compare languages with it.
 */
export function textsByKey(catalogue: Catalogue, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value !== null && typeof value === 'object') textsByKey(value as Catalogue, path, out);
  }
  return out;
}
