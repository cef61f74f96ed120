#!/usr/bin/env node
// What the home route and each exam runner download after `vite build` (scripts/bundle-sizes.mjs), JS and CSS, raw
// and gzip. Fails when another page's code is in the home route or a figure passes its budget.
// Usage: node apps/web/scripts/home-size.mjs [distDir] [--json]
//   budgets (kB gzip): HOME_JS_BUDGET_KB HOME_CSS_BUDGET_KB RUNNER_JS_BUDGET_KB (defaults: BUDGETS below)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSizes, kB } from './bundle-sizes.mjs';

/** As e2e/home-bundle.test.ts: measured (docs/PERFORMANCE.md) plus a small margin; sizes do not drift, growth is a change. */
export const BUDGETS = { homeJs: 57, homeJsInLocale: 62, homeCss: 11, ieltsRunnerJs: 73, multiLevelRunnerJs: 62 };

const args = process.argv.slice(2);
const dist = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
const sizes = bundleSizes(dist);
if (args.includes('--json')) {
  console.log(JSON.stringify(sizes));
  process.exit(0);
}
for (const kind of ['js', 'css']) {
  for (const file of sizes.home[kind].files) console.log(`${kind}  ${String(file.gzip).padStart(7)} gz  ${String(file.raw).padStart(8)} raw  ${file.file}`);
}
console.log(`home route: JS ${kB(sizes.home.js.gzip)} kB gzip (${kB(sizes.home.js.raw)} kB raw), CSS ${kB(sizes.home.css.gzip)} kB gzip (${kB(sizes.home.css.raw)} kB raw)`);
for (const [locale, size] of Object.entries(sizes.homeIn)) console.log(`home route in ${locale}: JS ${kB(size.js.gzip)} kB gzip (${kB(size.js.raw)} kB raw)`);
for (const [label, size] of Object.entries(sizes.runners)) {
  console.log(`${label}: JS ${kB(size.js.gzip)} kB gzip (${kB(size.js.raw)} kB raw), CSS ${kB(size.css.gzip)} kB gzip beyond the home route`);
}
for (const [label, size] of Object.entries(sizes.results)) {
  console.log(`${label}: JS ${kB(size.js.gzip)} kB gzip (${kB(size.js.raw)} kB raw), CSS ${kB(size.css.gzip)} kB gzip beyond the home route`);
}
let failed = false;
if (sizes.leaks.length > 0) {
  console.error(`other pages or exam code in the home route: ${sizes.leaks.join(', ')}`);
  failed = true;
}
const runnerValues = Object.values(sizes.runners);
const checks = [
  ['home route JS', sizes.home.js.gzip, Number(process.env.HOME_JS_BUDGET_KB ?? BUDGETS.homeJs)],
  ...Object.entries(sizes.homeIn).map(([locale, size]) => [`home route JS in ${locale}`, size.js.gzip, Number(process.env.HOME_JS_BUDGET_KB ?? BUDGETS.homeJsInLocale)]),
  ['home route CSS', sizes.home.css.gzip, Number(process.env.HOME_CSS_BUDGET_KB ?? BUDGETS.homeCss)],
  ['IELTS runner JS', runnerValues[0].js.gzip, Number(process.env.RUNNER_JS_BUDGET_KB ?? BUDGETS.ieltsRunnerJs)],
  ['multi-level runner JS', runnerValues[1].js.gzip, Number(process.env.RUNNER_JS_BUDGET_KB ?? BUDGETS.multiLevelRunnerJs)],
];
for (const [name, bytes, budget] of checks) {
  if (budget > 0 && bytes / 1024 > budget) {
    console.error(`${name} is ${kB(bytes)} kB gzip, over its budget of ${budget} kB`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
