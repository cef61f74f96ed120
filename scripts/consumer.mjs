#!/usr/bin/env node
// Proves the published shape of @bandwise/kit: build it, `npm pack` it, install the tarball into a scratch project
// outside the repo and use it the way a consumer would (Node ESM import of the dist, server rendering, the
// './styles.css' export, and a strict type check against dist/index.d.ts).
//
// Offline by design: the tarball is unpacked into the scratch project's node_modules the way npm would place it, and
// its runtime dependencies (react, react-dom, radix-ui, class-variance-authority, @vanilla-extract/*) are symlinked
// from the repo's node_modules. Node resolves symlinks to their real path, so kit, radix-ui and the consumer share
// one copy of React, as a real install would. Because npm is not asked to resolve the manifest, the script checks
// the manifest itself: every dependency must be installable from a registry (no private workspace package) and every
// bare import in dist must be declared.
//
// Usage: node scripts/consumer.mjs [--no-build] [--keep]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kitDir = path.join(repoRoot, 'packages/kit');
const args = new Set(process.argv.slice(2));

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
  return ok;
}
function run(command, argv, options = {}) {
  const result = spawnSync(command, argv, { encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  return result;
}
function finish() {
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\nconsumer: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;

/**
 * Budgets on the published kit's size (docs/PERFORMANCE.md): the measured figure plus a small margin, so code pulled
 * into the kit shows up as a failure. Raise one only on purpose, with the reason in docs/PERFORMANCE.md.
 */
const BUDGETS = {
  tarball: 100 * 1024, // 97.7 KiB packed: 84.6, the charts 5, the uz and ru catalogues (locales/) 6, MarkedTranscript and the result table's labels 1.1, the audio, autosave and answers subpath entries (their own code only: shared chunks since 2026-11-28, was 105.8)
  jsGzip: 46 * 1024, // index.js and its shared chunks, 43.0 KiB gzip: 38.5, the two charts (CriterionChart, BandHistory) 2.8, the label lookups of the three languages 2
};

// 1. Build.
if (!args.has('--no-build')) {
  console.log('Building @bandwise/kit ...');
  const build = run('npm', ['run', 'build', '-w', '@bandwise/kit'], { cwd: repoRoot });
  if (!check('kit builds', build.status === 0)) {
    console.error(build.stdout, build.stderr);
    finish();
  }
}
const dist = path.join(kitDir, 'dist');
const gzipped = {};
for (const file of ['index.js', 'index.d.ts', 'index.css']) {
  const full = path.join(dist, file);
  const size = existsSync(full) ? statSync(full).size : 0;
  gzipped[file] = size ? gzipSync(readFileSync(full), { level: 9 }).length : 0;
  check(`dist/${file} exists`, size > 0, size ? `${kib(size)} raw, ${kib(gzipped[file])} gzip -9` : 'missing or empty');
}
/** A dist file and the shared chunks it imports statically, transitively: what a consumer of that entry loads. */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file) || !existsSync(path.join(dist, file))) return seen;
  seen.add(file);
  const text = readFileSync(path.join(dist, file), 'utf8');
  for (const match of text.matchAll(/(?:^|[;\n])\s*(?:import|export)\s[^;'"]*?from\s*["']\.\/([^"']+)["']|(?:^|[;\n])\s*import\s*["']\.\/([^"']+)["']/g)) {
    staticClosure(match[1] ?? match[2], seen);
  }
  return seen;
}
// The Recorder (main entry) hands its onError a RecorderError; an app checks it with the class from /audio. One
// definition in a shared chunk keeps instanceof true; a copy per entry (no splitting) made it false.
const definitions = readdirSync(dist).filter((file) => file.endsWith('.js') && /\b(?:var|let|const|class)\s+RecorderError\b/.test(readFileSync(path.join(dist, file), 'utf8')));
check('RecorderError is defined once in dist, whichever entry imports it', definitions.length === 1, definitions.join(', '));
const mainFiles = [...staticClosure('index.js')];
const jsGzip = mainFiles.length ? gzipSync(Buffer.concat(mainFiles.map((file) => readFileSync(path.join(dist, file)))), { level: 9 }).length : 0;
check(`the main entry's script within its budget (${kib(BUDGETS.jsGzip)} gzip)`, jsGzip > 0 && jsGzip <= BUDGETS.jsGzip, `${kib(jsGzip)} gzip -9: ${mainFiles.join(' + ')}`);

// 2. Pack.
const work = mkdtempSync(path.join(os.tmpdir(), 'bandwise-consumer-'));
const packDir = path.join(work, 'pack');
mkdirSync(packDir);
const pack = run('npm', ['pack', '--json', '--pack-destination', packDir], { cwd: kitDir });
if (!check('npm pack succeeds', pack.status === 0)) {
  console.error(pack.stderr);
  finish();
}
const packed = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('[')))[0];
const tarball = path.join(packDir, packed.filename);
const packedFiles = packed.files.map((f) => f.path).sort();
/** The subpath entries beside the main one: the helpers kept off it (packages/kit/src/index.ts). */
const SUBPATHS = ['audio', 'autosave', 'answers'];
check(
  'tarball holds dist/index.{js,d.ts,css}, the subpath entries and package.json',
  ['dist/index.js', 'dist/index.d.ts', 'dist/index.css', 'package.json', ...SUBPATHS.flatMap((name) => [`dist/${name}.js`, `dist/${name}.d.ts`])].every((f) =>
    packedFiles.includes(f),
  ),
  packedFiles.join(', '),
);
const strays = packedFiles.filter((f) => f !== 'package.json' && !f.startsWith('dist/'));
check('tarball holds only dist/ and package.json (no sources, tests or stories)', strays.length === 0, strays.join(', '));
console.log(`  tarball ${packed.filename}: ${kib(packed.size)} packed, ${kib(packed.unpackedSize)} unpacked`);
check(`tarball within its budget (${kib(BUDGETS.tarball)} packed)`, packed.size <= BUDGETS.tarball, kib(packed.size));

// 3. Scratch consumer: unpack the tarball where npm would put it, link the runtime dependencies.
const consumer = path.join(work, 'app');
const installed = path.join(consumer, 'node_modules/@bandwise/kit');
mkdirSync(installed, { recursive: true });
const untar = run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
check('tarball unpacks', untar.status === 0, untar.stderr.trim());
const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));

const workspaceNames = new Set(
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces.map(
    (dir) => JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')).name,
  ),
);
const dependencies = Object.keys(manifest.dependencies ?? {});
const peers = Object.keys(manifest.peerDependencies ?? {});
const privateDeps = dependencies.filter((name) => workspaceNames.has(name));
check(
  'dependencies name no workspace package (they are not published, so installing the tarball would fail)',
  privateDeps.length === 0,
  privateDeps.length ? `${privateDeps.join(', ')}: bundled into dist by tsup; move to devDependencies` : '',
);

// Export targets that are not in the tarball: 'source' is the workspace's own condition, harmless unless a consumer's
// bundler is configured with it, so it is reported, not failed; any other missing target fails.
const missingTargets = [];
(function walk(node, conditions) {
  if (typeof node === 'string') {
    if (!existsSync(path.join(installed, node))) missingTargets.push({ target: node, conditions });
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) walk(value, [...conditions, key]);
  }
})(manifest.exports, []);
const sourceOnly = missingTargets.filter((m) => m.conditions.includes('source'));
const brokenTargets = missingTargets.filter((m) => !m.conditions.includes('source'));
check('every export target is in the tarball', brokenTargets.length === 0, brokenTargets.map((m) => `${m.conditions.join('>')}: ${m.target}`).join(', '));
if (sourceOnly.length) console.log(`  note  ${sourceOnly.map((m) => `${m.conditions.join('>')} -> ${m.target}`).join(', ')} is not shipped (workspace-only condition)`);

function link(name) {
  const from = path.join(repoRoot, 'node_modules', name);
  const to = path.join(consumer, 'node_modules', name);
  if (!existsSync(from) || existsSync(to)) return existsSync(to);
  mkdirSync(path.dirname(to), { recursive: true });
  symlinkSync(from, to, 'dir');
  return true;
}
const toLink = [...peers, ...dependencies.filter((name) => !workspaceNames.has(name)), '@types/react', '@types/react-dom'];
const unlinked = toLink.filter((name) => !link(name));
check('runtime dependencies available from the repo', unlinked.length === 0, unlinked.join(', '));
writeFileSync(
  path.join(consumer, 'package.json'),
  JSON.stringify({ name: 'bandwise-kit-consumer', private: true, type: 'module', dependencies: { '@bandwise/kit': `file:${tarball}` } }, null, 2),
);

// Every bare import left in dist must be something a consumer's install provides.
const barePackage = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
function bareImports(file) {
  const source = readFileSync(path.join(installed, file), 'utf8');
  const found = new Set();
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"./][^'"]*)['"]/g)) found.add(barePackage(match[1]));
  return [...found].sort();
}
const declared = new Set([...dependencies, ...peers]);
const distFiles = (extension) => readdirSync(path.join(installed, 'dist'), { recursive: true }).filter((f) => String(f).endsWith(extension)).map((f) => `dist/${f}`);
const jsImports = [...new Set(distFiles('.js').flatMap(bareImports))].sort();
const undeclaredJs = jsImports.filter((name) => !declared.has(name) && !name.startsWith('node:'));
check('every bare import in dist/*.js is a declared dependency', undeclaredJs.length === 0, undeclaredJs.length ? undeclaredJs.join(', ') : jsImports.join(', '));
const dtsImports = [...new Set(distFiles('.d.ts').flatMap(bareImports))].sort();
const undeclaredDts = dtsImports.filter((name) => !declared.has(name));
check('every bare import in dist/*.d.ts is a declared dependency', undeclaredDts.length === 0, undeclaredDts.length ? undeclaredDts.join(', ') : dtsImports.join(', '));
check('dist does not import a workspace package', ![...jsImports, ...dtsImports].some((name) => workspaceNames.has(name)));

// 4. Use it: Node ESM import, server rendering, the styles.css export.
writeFileSync(
  path.join(consumer, 'render.mjs'),
  `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as kit from '@bandwise/kit';
import { encodeWav, parseWavHeader } from '@bandwise/kit/audio';
import { readSaved, writeSaved } from '@bandwise/kit/autosave';
import { numbersHeading } from '@bandwise/kit/answers';

const out = [];
const check = (name, ok, detail = '') => out.push({ name, ok: Boolean(ok), detail });
const { ThemeRoot, Essay, ResultTable, WritingResult, SpeakingResult, ScoreBadge } = kit;
check('kit exports Essay, ThemeRoot and the result primitives',
  [ThemeRoot, Essay, ResultTable, WritingResult, SpeakingResult, ScoreBadge].every((c) => typeof c === 'function'));

const essay = renderToString(h(ThemeRoot, null, h(Essay, { label: 'Task 2', minWords: 250, defaultValue: 'one two three' })));
// React's SSR splits adjacent texts with <!-- --> markers, which depend on how a label is put together, not on what
// the learner reads: compare the text without them (as the ResultTable check does).
const essayText = essay.replace(/<!-- -->/g, '');
check('Essay renders its label, word count and advice', essayText.includes('Task 2') && essayText.includes('Words: 3') && essayText.includes('At least 250 words advised'), essay.slice(0, 300));

const table = renderToString(h(ResultTable, {
  rows: [
    { number: 1, userAnswer: 'river', isTrue: true, trueAnswer: 'river' },
    { number: 2, userAnswer: '', isTrue: false, trueAnswer: 'bridge' },
  ],
  summary: { score: 31, total: 40, band: 7 },
}));
check('ResultTable renders No Answer, the tick and X names and the summary',
  table.includes('No Answer') && table.includes('aria-label="Correct"') && table.includes('aria-label="Incorrect"')
    && table.replace(/<!-- -->/g, '').includes('Score: 31/40 — Band 7.0'), table.slice(0, 300));
check('ResultTable renders No result when empty', renderToString(h(ResultTable, { rows: [] })).includes('No result'));

const speaking = renderToString(h(SpeakingResult, { parts: [{
  part_number: 1, part_band_score: 6, coherence_score: 6.25, fluency_score: 6, grammar_score: 6, vocabulary_score: 6,
  relevance_score: 6, topic_dev_score: 6, transcription: [{ question: 'Do you cook?', transcription: '', feedback: '', voiceUrl: 'a.wav' }],
}] }));
check('SpeakingResult renders rounded sub-scores, the empty transcription text and a player (Radix Tabs under SSR)',
  speaking.includes('>6.5<') && speaking.includes('No transcription available') && speaking.includes('<audio'), speaking.slice(0, 300));

const wav = parseWavHeader(encodeWav(new Float32Array(1600), 16000));
check('@bandwise/kit/audio encodes a WAV its parser reads back', wav.sampleRate === 16000 && wav.channels === 1, JSON.stringify(wav));
const store = new Map();
const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) };
writeSaved(storage, 'answers', { q1: 'river' });
const saved = readSaved(storage, 'answers');
check('@bandwise/kit/autosave reads back what it wrote', saved.found && saved.value.q1 === 'river', JSON.stringify(saved));
check('@bandwise/kit/answers is importable', typeof numbersHeading === 'function');
check('the main entry keeps the helpers off it', !('encodeWav' in kit) && !('readSaved' in kit) && !('numbersHeading' in kit) && !('applyAnswers' in kit));

const writing = renderToString(h(WritingResult, { tasks: [] }));
check('WritingResult renders No result when empty', writing.includes('No result'));

let cssPath = '';
try { cssPath = fileURLToPath(import.meta.resolve('@bandwise/kit/styles.css')); } catch (error) { check('@bandwise/kit/styles.css resolves', false, String(error)); }
if (cssPath) {
  check('@bandwise/kit/styles.css resolves to dist/index.css', cssPath.endsWith('/dist/index.css') && existsSync(cssPath), cssPath);
  const css = readFileSync(cssPath, 'utf8');
  const classes = new Set([...(essay + table + speaking).matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\\s+/)).filter(Boolean));
  const missing = [...classes].filter((c) => !css.includes('.' + c));
  check('every class the rendered HTML uses has rules in styles.css', classes.size > 0 && missing.length === 0,
    missing.length ? 'missing: ' + missing.join(' ') : classes.size + ' classes');
  check('styles.css holds both themes', css.includes('.' + kit.themeClass.default) && css.includes('.' + kit.themeClass.highContrast));
}
console.log(JSON.stringify(out));
`,
);
const render = run(process.execPath, ['render.mjs'], { cwd: consumer });
const lastLine = render.stdout.trim().split('\n').at(-1) ?? '';
let rendered = [];
try {
  rendered = JSON.parse(lastLine);
} catch {
  check('consumer script runs', false, (render.stderr || render.stdout).trim().split('\n').slice(0, 8).join('\n'));
}
for (const r of rendered) check(r.name, r.ok, r.ok ? '' : r.detail);

// 5. Types: a strict NodeNext project compiles against dist/index.d.ts, and wrong props are rejected.
writeFileSync(
  path.join(consumer, 'tsconfig.json'),
  JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: ['check.tsx'],
    },
    null,
    2,
  ),
);
writeFileSync(
  path.join(consumer, 'check.tsx'),
  `import { Essay, ResultTable, ScoreBadge, type EssayProps, type ResultRow, type SpeakingPartResult } from '@bandwise/kit';
import { readSaved, type AutosaveStorage } from '@bandwise/kit/autosave';

const rows: ResultRow[] = [{ number: 1, userAnswer: null, isTrue: false, trueAnswer: 'C' }];
const essay: EssayProps = { label: 'Task 1', minWords: 150 };
export const view = (
  <>
    <Essay {...essay} />
    <ResultTable rows={rows} emptyText="No results found" />
    <ScoreBadge score={6.5} size="lg" />
  </>
);
// @ts-expect-error a row must say whether the answer was right
export const bad: ResultRow = { number: 2, trueAnswer: 'A' };
// @ts-expect-error sizes are the listed variants only
export const badSize = <ScoreBadge score={1} size="huge" />;
export type Part = SpeakingPartResult['part_band_score'];
export const restore = (storage: AutosaveStorage) => readSaved<string[]>(storage, 'answers');
`,
);
const tsc = run(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', consumer]);
check('a strict NodeNext TypeScript consumer type-checks against dist/index.d.ts', tsc.status === 0, tsc.stdout.trim().split('\n').slice(0, 10).join('\n'));

if (args.has('--keep')) console.log(`\nScratch project kept at ${consumer}`);
else rmSync(work, { recursive: true, force: true });
finish();
