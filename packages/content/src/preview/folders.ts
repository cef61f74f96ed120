/// <reference types="vite/client" />
/**
 * Every test folder under packages/content/sets, read by Vite as raw text and parsed in the browser: a new folder
 * appears without a code change, and an edited file reaches the preview on save (the ?raw modules hot-reload).
 * Storybook only: this reads the private answers.yaml and scripts.yaml too, which is what lets authors see the keys.
 */
import { parseTestFolder, type ParsedTest } from '../authoring';

const raw = import.meta.glob<string>('../../sets/*/*/*.yaml', { query: '?raw', import: 'default', eager: true });

export type PreviewFolder = { id: string; parsed: ParsedTest };

/** '../../sets/ielts/book1/reading.yaml' -> ['ielts/book1', 'reading.yaml']. */
function split(path: string): [string, string] {
  const parts = path.split('/');
  return [`${parts[parts.length - 3]}/${parts[parts.length - 2]}`, parts[parts.length - 1] ?? ''];
}

function group(): Map<string, Record<string, string>> {
  const folders = new Map<string, Record<string, string>>();
  for (const [path, text] of Object.entries(raw)) {
    const [folder, file] = split(path);
    folders.set(folder, { ...folders.get(folder), [file]: text });
  }
  return folders;
}

const grouped = group();

/** The folders' names, 'ielts/book1' ..., sorted: the story's test picker. */
export const previewFolderIds: string[] = [...grouped.keys()].sort();

/**
 * One folder parsed. Media paths are not checked here (Storybook serves the media folder, and a missing file shows as
 * a broken picture); `npm run content:lint` checks them.
 */
export function previewFolder(id: string): PreviewFolder | undefined {
  const files = grouped.get(id);
  return files ? { id, parsed: parseTestFolder(files) } : undefined;
}
