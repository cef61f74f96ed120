// What each route of the built site downloads, from Vite's manifest (dist/.vite/manifest.json), JS and CSS, raw and
// gzip (level 9). Used by home-size.mjs (the CLI), the budget test (e2e/home-bundle.test.ts) and `npm run bench`.
//   home route:   the entry's static imports plus the Home page chunk and its static imports: what a first visit to /
//                 downloads before anything is clicked (in English; homeIn.uz and homeIn.ru add that language's texts).
//   a runner:     the runner chunk and its static imports, less what the home route already brought: what going from
//                 the test list to an exam adds.
//   a result page: the same for My Result and the writing, speaking and multi-level result pages (they carry the charts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function readManifest(dist) {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return seen;
}

const keyEndingWith = (manifest, suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));

function measure(dist, manifest, keys, except = new Set()) {
  const files = { js: new Set(), css: new Set() };
  for (const key of keys) {
    if (except.has(key)) continue;
    files.js.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.css.add(css);
  }
  const excluded = new Set([...except].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));
  const sum = (list) => {
    let raw = 0;
    let gzip = 0;
    const each = [];
    for (const file of list) {
      if (excluded.has(file)) continue;
      const bytes = readFileSync(path.join(dist, file));
      const size = { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      raw += size.raw;
      gzip += size.gzip;
      each.push(size);
    }
    return { raw, gzip, files: each };
  };
  return { js: sum(files.js), css: sum(files.css) };
}

/** The runner routes whose downloads have budgets: label -> the source file of the route's lazy module. */
export const RUNNERS = {
  'IELTS runner (/book1/:id, /book2/:id)': 'src/exam/ielts/IeltsRunner.tsx',
  'Multi-level runner (/multi-level/exam/:id)': 'src/exam/multiLevel/MultiLevelRunner.tsx',
};

/** The result pages whose downloads have budgets (they carry the kit's charts): label -> the route module's source. */
export const RESULT_PAGES = {
  'My Result (/myResult)': 'src/pages/MyResult/MyResult.tsx',
  'IELTS writing result (/writing/:id)': 'src/results/IeltsWritingResult.tsx',
  'IELTS speaking result (/speaking/:id)': 'src/results/IeltsSpeakingResult.tsx',
  'Multi-level section result (/cefr/...)': 'src/results/MultiLevelResult.tsx',
};

export function bundleSizes(dist) {
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const homeKey = keyEndingWith(manifest, 'src/pages/Home/Home.tsx');
  if (!entryKey || !homeKey) throw new Error('entry or Home chunk not found in the manifest');
  const homeKeys = closure(manifest, [entryKey, homeKey]);
  const home = measure(dist, manifest, homeKeys);
  // Code of another page, the runners, the results or the question content in the home route is a leak.
  const leaks = [...homeKeys].filter((key) => /pages\/(?!Home\/)|src\/exam\/|src\/results\/|src\/staff\/|content\/src/.test(key));
  // A Uzbek or Russian visitor's home route: the same plus that language's home texts and the kit's texts (i18n.ts
  // loads both before the first paint).
  const homeIn = {};
  for (const locale of ['uz', 'ru']) {
    const keys = [`src/i18n/locales/home/${locale}.json`, `packages/kit/src/locale/${locale}.ts`].map((suffix) => keyEndingWith(manifest, suffix));
    if (keys.some((key) => !key)) throw new Error(`the ${locale} home texts or kit texts are not in the manifest`);
    homeIn[locale] = measure(dist, manifest, new Set([...homeKeys, ...closure(manifest, keys)]));
  }
  const runners = {};
  for (const [label, source] of Object.entries(RUNNERS)) {
    const key = keyEndingWith(manifest, source);
    if (!key) throw new Error(`${source} not found in the manifest`);
    runners[label] = measure(dist, manifest, closure(manifest, [key]), homeKeys);
  }
  const results = {};
  for (const [label, source] of Object.entries(RESULT_PAGES)) {
    const key = keyEndingWith(manifest, source);
    if (!key) throw new Error(`${source} not found in the manifest`);
    results[label] = measure(dist, manifest, closure(manifest, [key]), homeKeys);
  }
  return { home, homeIn, runners, results, leaks };
}

export const kB = (bytes) => (bytes / 1024).toFixed(1);
