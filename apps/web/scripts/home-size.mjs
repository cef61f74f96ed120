#!/usr/bin/env node
// What the home route downloads after `vite build`: the entry's static imports plus the Home route chunk and its
// static imports, JS and CSS, raw and gzip. Fails when a route chunk of another page is among them, or when the gzip
// total passes the budget (code pulled in eagerly hides inside the entry chunk, so the size is the check for it).
// Usage: node apps/web/scripts/home-size.mjs [distDir]   (budgets: HOME_JS_BUDGET_KB=160 HOME_CSS_BUDGET_KB=20)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) collect(child);
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('pages/Home/Home.tsx'));
if (!entryKey || !homeKey) throw new Error('entry or Home chunk not found in the manifest');
collect(entryKey);
collect(homeKey);

const files = { js: new Set(), css: new Set() };
for (const key of seen) {
  files.js.add(manifest[key].file);
  for (const css of manifest[key].css ?? []) files.css.add(css);
}
const size = (file) => {
  const bytes = readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const report = {};
for (const kind of ['js', 'css']) {
  let raw = 0;
  let gzip = 0;
  for (const file of files[kind]) {
    const s = size(file);
    raw += s.raw;
    gzip += s.gzip;
    console.log(`${kind}  ${String(s.gzip).padStart(7)} gz  ${String(s.raw).padStart(8)} raw  ${file}`);
  }
  report[kind] = { raw, gzip };
}
console.log(`home route: JS ${(report.js.gzip / 1024).toFixed(1)} kB gzip (${(report.js.raw / 1024).toFixed(1)} kB raw), CSS ${(report.css.gzip / 1024).toFixed(1)} kB gzip (${(report.css.raw / 1024).toFixed(1)} kB raw)`);

const otherPages = [...seen].filter((key) => /pages\/(?!Home\/)|src\/exam\/|src\/results\/|content\/src/.test(key));
if (otherPages.length > 0) {
  console.error(`other pages or exam code in the home route: ${otherPages.join(', ')}`);
  process.exit(1);
}

const budget = { js: Number(process.env.HOME_JS_BUDGET_KB ?? 160), css: Number(process.env.HOME_CSS_BUDGET_KB ?? 20) };
for (const kind of ['js', 'css']) {
  if (report[kind].gzip / 1024 > budget[kind]) {
    console.error(`home route ${kind.toUpperCase()} is over its budget of ${budget[kind]} kB gzip`);
    process.exit(1);
  }
}
