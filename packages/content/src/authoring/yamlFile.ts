/**
 * One authored YAML file: its parsed value, and where each of its nodes sits (line and column, 1-based), so every
 * error can send a teacher to the exact place. Browser-safe (no Node APIs): Storybook's live preview uses it too.
 */
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import type { AuthoringError, Position } from './types';

export type Segment = string | number;

export type YamlFile = {
  name: string;
  value: unknown;
  /** Where the node at `path` starts; for a path that does not exist, the deepest part of it that does. */
  locate(path: readonly Segment[]): Position;
  /** The text as written of the plain scalar at exactly `path` ('True', '1.50', '007'), else undefined. */
  sourceAt(path: readonly Segment[]): string | undefined;
  errors: AuthoringError[];
};

/**
 * Parses one file. `strings` reads every scalar as text (YAML's failsafe schema): answers such as 41, 7:15, 1.50 or
 * 'no' must stay exactly as written, not become numbers or booleans.
 */
export function parseYamlFile(name: string, text: string, options: { strings?: boolean } = {}): YamlFile {
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, ...(options.strings ? { schema: 'failsafe' } : {}) });
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const errors: AuthoringError[] = [...doc.errors, ...doc.warnings].map((error) => ({
    file: name,
    ...at(error.pos[0]),
    message: yamlMessage(error.code, error.message),
  }));

  const locate = (path: readonly Segment[]): Position => {
    let node: unknown = doc.contents;
    let best: number = (node as Node | null)?.range?.[0] ?? 0;
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isPair(item) && keyText(item.key) === String(segment));
        if (!pair) break;
        const keyNode = pair.key as Node | null;
        best = keyNode?.range?.[0] ?? best;
        node = pair.value;
      } else if (isSeq(node) && typeof segment === 'number') {
        const item = node.items[segment] as Node | undefined;
        if (!item) break;
        best = item.range?.[0] ?? best;
        node = item;
      } else {
        break;
      }
    }
    return at(best);
  };

  const sourceAt = (path: readonly Segment[]): string | undefined => {
    let node: unknown = doc.contents;
    for (const segment of path) {
      if (isMap(node)) node = node.items.find((item) => isPair(item) && keyText(item.key) === String(segment))?.value;
      else if (isSeq(node) && typeof segment === 'number') node = node.items[segment];
      else return undefined;
    }
    return isScalar(node) ? (node.source ?? String(node.value)) : undefined;
  };

  return { name, value: errors.length > 0 ? undefined : doc.toJS({ maxAliasCount: 0 }), locate, sourceAt, errors };
}

function keyText(key: unknown): string {
  if (isScalar(key)) return String(key.value);
  return String(key);
}

/** The YAML library's messages name its internals; these say what a teacher should write. */
function yamlMessage(code: string, message: string): string {
  const first = message.split('\n')[0] ?? message;
  switch (code) {
    case 'DUPLICATE_KEY':
      return `${first}. Each name may appear once in a block: delete or rename the second one.`;
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
      return `${first}. Check the indentation: lines of one block start in the same column, with spaces, not tabs.`;
    case 'TAB_AS_INDENT':
      return `${first}. Indent with spaces, not tabs.`;
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return `${first}. A text that holds ': ' or starts with a symbol must be in quotes: "like: this".`;
    default:
      return `${first}. If a text holds ': ', ' #' or starts with one of - ? [ ] { } & * ! | > ' " % @ \`, put it in double quotes.`;
  }
}
