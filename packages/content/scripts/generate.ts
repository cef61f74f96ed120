/**
 * `npm run content:generate`: parses every test folder under packages/content/sets and writes the TypeScript modules
 * the site, the API and the stories import (src/generated). Stops, changing nothing, if any folder has an error.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { generatedFiles, generatedRoot, loadSets } from '../src/authoring/generate';

const { sets, errors } = loadSets();
if (errors.length > 0) {
  console.error(errors.join('\n'));
  console.error('\ncontent:generate: fix the errors above; nothing was written');
  process.exit(1);
}
const files = generatedFiles(sets);
let written = 0;
for (const [path, text] of Object.entries(files)) {
  const target = join(generatedRoot, path);
  let current: string | null = null;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    current = null;
  }
  if (current === text) continue;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  written += 1;
}
// A folder that was removed or renamed leaves modules behind: delete them.
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
}
let removed = 0;
for (const file of walk(generatedRoot)) {
  if (!(relative(generatedRoot, file).split('\\').join('/') in files)) {
    rmSync(file);
    removed += 1;
  }
}
// And the folders they leave empty.
function prune(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      prune(path);
      if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
    }
  }
}
prune(generatedRoot);
console.log(`content:generate: ${sets.length} tests, ${written} modules written, ${removed} removed`);
