/// <reference types="vite/client" />
/**
 * Every test folder under packages/content/sets and packages/content/drafts, read by Vite as raw text and parsed in
 * the browser: a new folder appears without a code change, and an edited file reaches the preview on save (the ?raw
 * modules hot-reload). Storybook only: this reads the private answers.yaml and scripts.yaml too, which is what lets
 * authors see the keys.
 */
import { parseTestFolder, type ParsedTest } from '@bandwise/content/authoring';

const raw = {
  ...import.meta.glob<string>('../../../content/sets/*/*/*.yaml', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../../content/drafts/*/*/*.yaml', { query: '?raw', import: 'default', eager: true }),
};

/**
 * `id`: 'ielts/book1' for a shipped set, 'drafts/ielts/book7' for a draft; `source`: its folder from the repository's
 * root; `mediaBase`: where Storybook serves its media paths (staticDirs in .storybook/main.ts): the shared media folder
 * for a set, the folder itself for a draft, whose media paths are file names in it.
 */
export type PreviewFolder = { id: string; source: string; mediaBase: string; parsed: ParsedTest };

/** '../../sets/ielts/book1/reading.yaml' -> ['ielts/book1', 'reading.yaml']; a draft's id keeps 'drafts/'. */
function split(path: string): [string, string] {
  const parts = path.split('/');
  const folder = `${parts[parts.length - 3]}/${parts[parts.length - 2]}`;
  return [parts[parts.length - 4] === 'drafts' ? `drafts/${folder}` : folder, parts[parts.length - 1] ?? ''];
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

/** The folders' names, 'drafts/ielts/book7', 'ielts/book1' ..., sorted: the story's test picker. */
export const previewFolderIds: string[] = [...grouped.keys()].sort();

/**
 * One folder parsed. Media paths are not checked here (Storybook serves the media folder, and a missing file shows as
 * a broken picture); `npm run content:lint` checks them.
 */
export function previewFolder(id: string): PreviewFolder | undefined {
  const files = grouped.get(id);
  if (!files) return undefined;
  const draft = id.startsWith('drafts/');
  return { id, source: `packages/content/${draft ? id : `sets/${id}`}`, mediaBase: draft ? `/${id}` : '/media', parsed: parseTestFolder(files) };
}
