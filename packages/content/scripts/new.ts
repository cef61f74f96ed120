/**
 * npm run content:new -- ielts|multi-level <folder-name> [--name "Shown name"] [--draft]
 * Makes packages/content/sets/<format>/<folder-name> from the commented scaffold, with a free id, and copies a
 * placeholder picture into packages/content/media/<format>/<folder-name>/. With --draft the folder is
 * packages/content/drafts/<format>/<folder-name>, holding its picture (and later its audio) itself, for a test that
 * reaches the site by publishing. See docs/CONTENT.md.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftsRoot, listTestFolders, mediaRoot, setsRoot } from '../src/authoring/node';
import { SCAFFOLD_PICTURE, scaffoldFiles } from '../src/authoring/scaffold';
import { testFormats, type TestFormat } from '../src/authoring/types';

function fail(message: string): never {
  console.error(message);
  console.error('Usage: npm run content:new -- ielts|multi-level <folder-name> [--name "Shown name"] [--draft]');
  process.exit(1);
}

const draft = process.argv.includes('--draft');
const args = process.argv.slice(2).filter((arg) => arg !== '--draft');
const nameAt = args.indexOf('--name');
const shownName = nameAt >= 0 ? args[nameAt + 1] : undefined;
const [format, slug] = args.filter((_, index) => nameAt < 0 || (index !== nameAt && index !== nameAt + 1));
if (!format || !(testFormats as readonly string[]).includes(format)) fail(`First say the kind of test: ${testFormats.join(' or ')}.`);
if (!slug || !/^[a-z0-9-]+$/.test(slug)) fail('Then the folder name: lower-case letters, digits and -, e.g. book3.');
const root = draft ? draftsRoot : setsRoot;
const target = join(root, format, slug);
if (existsSync(target)) fail(`${target} already exists: choose another name.`);

// A free id: one more than the highest test.yaml id of this kind, shipped or draft (read as text, so a half-written
// folder counts).
const ids = [setsRoot, draftsRoot].flatMap((from) =>
  listTestFolders(from)
    .filter((dir) => dir.startsWith(`${format}/`))
    .map((dir) => Number(/^id:\s*(\d+)/m.exec(readFileSync(join(from, dir, 'test.yaml'), 'utf8'))?.[1] ?? 0)),
);
const id = Math.max(0, ...ids) + 1;
const name = shownName ?? (format === 'ielts' ? `Practice Test ${id}` : `Multi Level Mock ${id}`);

mkdirSync(target, { recursive: true });
const files = scaffoldFiles(format as TestFormat, { id, slug, name, ...(draft ? { mediaPrefix: '' } : {}) });
for (const [file, text] of Object.entries(files)) writeFileSync(join(target, file), text);
const media = draft ? target : join(mediaRoot, format, slug);
mkdirSync(media, { recursive: true });
copyFileSync(SCAFFOLD_PICTURE.from, join(media, SCAFFOLD_PICTURE.name));

console.log(`Made ${target} (id ${id}, '${name}') and ${join(media, SCAFFOLD_PICTURE.name)}.
Next (docs/CONTENT.md):
  1. edit the .yaml files: replace every example with your own text, answers and scripts
  2. npm run content:audio      make the listening audio from scripts.yaml
  3. npm run content:lint       every mistake is shown as file:line:column with what to write instead
  4. npm run storybook          Content/Live preview shows every part as learners will see it
  5. ${draft ? 'zip the folder and upload it in the admin console (Tests)' : "npm run content:generate   adds the test to the site's catalogue"}`);
