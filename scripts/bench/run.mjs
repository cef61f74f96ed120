#!/usr/bin/env node
// npm run bench: every figure of docs/PERFORMANCE.md, on this machine, in about 8-10 minutes (not part of `npm test`).
//   1. builds the site (production) and the kit, and measures the bundles (apps/web/scripts/bundle-sizes.mjs, npm pack)
//   2. API load against the real server beside a bare node:http server (apps/api/src/scripts/bench/load.ts), on PGlite,
//      and on PostgreSQL too when BENCH_POSTGRES_URL (an admin URL: a scratch database is created and dropped) is set
//   3. the exam-day simulation, 500 learners (examDay.ts), as the server ships: one process grading on its own thread,
//      on PostgreSQL when BENCH_POSTGRES_URL is set, else on PGlite
//   4. grader speed (graders.ts)
//   5. page speed: Lighthouse mobile on home, the test list and a runner (pageSpeed.ts; CHROME_PATH, default
//      /usr/bin/chromium)
//   6. the soak: 200 learners calling in a loop for --soak-seconds (default 300; 30 with --quick) on PGlite, and on
//      PostgreSQL too with BENCH_POSTGRES_URL: errors, p99 and the server's memory at the start and the end (soak.ts)
// and ends with the table of figures against the issue's targets. Every step's JSON goes to .data/bench/<time>/.
// Options: --skip <step,...> (build,bundles,load,examday,graders,pagespeed,soak), --quick (shorter runs, 200 learners),
// --soak-seconds <n>.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const skip = new Set((argv[argv.indexOf('--skip') + 1] ?? '').split(',').filter((s) => argv.includes('--skip') && s));
const quick = argv.includes('--quick');
const postgres = process.env.BENCH_POSTGRES_URL;
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.join(root, '.data/bench', stamp);
mkdirSync(out, { recursive: true });
const started = Date.now();

function run(title, command, args, options = {}) {
  console.log(`\n== ${title} (${((Date.now() - started) / 1000).toFixed(0)} s in)`);
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) console.error(`!! ${title} failed (exit ${result.status}); the summary leaves its figures out`);
  return result.status === 0;
}
const tsx = (script, args) => ['tsx', '--conditions=source', path.join('apps/api/src/scripts/bench', script), ...args];
const read = (name) => (existsSync(path.join(out, name)) ? JSON.parse(readFileSync(path.join(out, name), 'utf8')) : null);

if (!skip.has('build')) {
  run('build the site (production)', 'npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web'), env: { NODE_ENV: 'production' } });
  run('build the kit', 'npm', ['run', 'build', '-w', '@bandwise/kit'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
if (!skip.has('bundles')) {
  console.log('\n== bundle sizes');
  const sizes = spawnSync(process.execPath, [path.join(root, 'apps/web/scripts/home-size.mjs'), '--json'], { encoding: 'utf8' });
  const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '-w', '@bandwise/kit'], { cwd: root, encoding: 'utf8' });
  if (sizes.status === 0 && pack.status === 0) {
    const site = JSON.parse(sizes.stdout);
    const [packed] = JSON.parse(pack.stdout);
    const kitJs = readFileSync(path.join(root, 'packages/kit/dist/index.js'));
    const bundles = {
      home: { jsGzip: site.home.js.gzip, jsRaw: site.home.js.raw, cssGzip: site.home.css.gzip },
      homeIn: Object.fromEntries(Object.entries(site.homeIn).map(([locale, size]) => [locale, { jsGzip: size.js.gzip }])),
      runners: Object.fromEntries(Object.entries(site.runners).map(([k, v]) => [k, { jsGzip: v.js.gzip, cssGzip: v.css.gzip }])),
      kit: { tarball: packed.size, unpacked: packed.unpackedSize, jsGzip: gzipSync(kitJs, { level: 9 }).length },
      leaks: site.leaks,
    };
    writeFileSync(path.join(out, 'bundles.json'), JSON.stringify(bundles, null, 2));
    spawnSync(process.execPath, [path.join(root, 'apps/web/scripts/home-size.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
    console.log(`home route JS ${(bundles.home.jsGzip / 1024).toFixed(1)} kB gzip; kit packed ${(bundles.kit.tarball / 1024).toFixed(1)} kB`);
  }
}
if (!skip.has('load')) {
  const load = ['--duration', quick ? '3' : '6', '--warmup', '1', '--json', path.join(out, 'load.json')];
  run('API load (autocannon, 10 connections)', 'npx', tsx('load.ts', postgres ? [...load, '--postgres', postgres] : load));
}
if (!skip.has('examday')) {
  const day = ['--learners', quick ? '200' : '500', '--ramp', quick ? '30' : '60', '--json', path.join(out, 'examday.json')];
  // The default set-up: the API process grades too, on its grading thread (examDay.ts --grader-process moves grading to
  // a second process on PostgreSQL, for comparison).
  run('exam day', 'npx', tsx('examDay.ts', postgres ? [...day, '--postgres', postgres] : day));
}
if (!skip.has('graders')) run('grader speed', 'npx', tsx('graders.ts', ['--json', path.join(out, 'graders.json')]));
if (!skip.has('pagespeed')) run('page speed (Lighthouse, mobile)', 'npx', tsx('pageSpeed.ts', ['--json', path.join(out, 'pagespeed.json')]));
if (!skip.has('soak')) {
  const seconds = argv.includes('--soak-seconds') ? argv[argv.indexOf('--soak-seconds') + 1] : quick ? '30' : '300';
  const soak = ['--learners', '200', '--duration', seconds];
  run(`soak on PGlite (200 learners, ${seconds} s)`, 'npx', tsx('soak.ts', [...soak, '--json', path.join(out, 'soak-pglite.json')]));
  if (postgres) run(`soak on PostgreSQL (200 learners, ${seconds} s)`, 'npx', tsx('soak.ts', [...soak, '--postgres', postgres, '--json', path.join(out, 'soak-postgres.json')]));
}

// ---- the table ----
const bundles = read('bundles.json');
const load = read('load.json');
const day = read('examday.json');
const graders = read('graders.json');
const pages = read('pagespeed.json');
const soaks = [read('soak-pglite.json'), read('soak-postgres.json')].filter(Boolean);
const rows = [];
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const row = (figure, value, target = '', met = null) => rows.push({ figure, value, target, met });
if (bundles) {
  row('home route JS (gzip)', kB(bundles.home.jsGzip), '<= 100 kB', bundles.home.jsGzip <= 100 * 1024);
  for (const [locale, size] of Object.entries(bundles.homeIn ?? {})) row(`home route JS in ${locale} (gzip)`, kB(size.jsGzip), '<= 100 kB', size.jsGzip <= 100 * 1024);
  row('home route CSS (gzip)', kB(bundles.home.cssGzip));
  for (const [label, size] of Object.entries(bundles.runners)) row(`${label} JS beyond home (gzip)`, kB(size.jsGzip));
  row('kit published (packed / dist/index.js gzip)', `${kB(bundles.kit.tarball)} / ${kB(bundles.kit.jsGzip)}`);
}
if (load) {
  row('bare node:http (yardstick)', `${load.bare.rps} req/s, p50 ${load.bare.p50} ms, p99 ${load.bare.p99} ms`);
  for (const driver of ['pglite', 'postgres']) {
    for (const [name, r] of Object.entries(load[driver] ?? {})) {
      const value = `${r.rps} req/s (${(r.ratio * 100).toFixed(1)}% of bare), p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.cpuMsPerRequest} CPU ms/req${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}`;
      if (name.includes('top-10')) row(`[${driver}] ${name}`, value, '>= 5,000 req/s, p99 < 20 ms', r.rps >= 5000 && r.p99 < 20);
      else if (name.includes('inline')) row(`[${driver}] ${name}`, value, '>= 1,000 req/s', r.rps >= 1000);
      else row(`[${driver}] ${name}`, value);
    }
  }
}
if (day) {
  row(`[${day.driver}] exam day, ${day.learners} learners: errors`, String(day.errors), '0', day.errors === 0);
  row(`[${day.driver}] exam day: p95 of all calls (polls aside)`, `${day.p95AllCalls} ms`, '< 250 ms', day.p95AllCalls < 250);
  const worst = Object.entries(day.calls).filter(([n]) => !n.includes('poll')).sort((a, b) => b[1].p95 - a[1].p95)[0];
  if (worst) row(`[${day.driver}] exam day: slowest call's p95`, `${worst[0]}: ${worst[1].p95} ms`);
  const g = day.grading;
  row(
    `[${day.driver}] exam day: grading backlog (${g.jobs} jobs)`,
    g.drainSeconds !== null ? `drained ${g.drainSeconds.toFixed(0)} s after the last submission` : `${g.graded} graded in time, ${g.jobsPerSecond} jobs/s`,
  );
}
if (graders) {
  row('writing grader', `${graders.writing.essaysPerSecond.toFixed(1)} essays/s, p95 ${graders.writing.p95.toFixed(0)} ms (${graders.writing.meanWords} words)`);
  row('speaking grader', `${graders.audioSecondsPerSecond.toFixed(0)} s of audio per second, p95 ${graders.speakingP95.toFixed(0)} ms`);
}
if (pages) {
  for (const [name, p] of Object.entries(pages.pages)) {
    const home = name.startsWith('home');
    row(
      `Lighthouse mobile, ${name}`,
      `perf ${p.performance}, a11y ${p.accessibility}, best practices ${p.bestPractices}; LCP ${Math.round(p.lcpMs)} ms, TBT ${Math.round(p.tbtMs)} ms, CLS ${p.cls.toFixed(3)}`,
      home ? '95 / 100 / 100' : '',
      home ? p.performance >= 95 && p.accessibility === 100 && p.bestPractices === 100 : null,
    );
  }
}
for (const soak of soaks) {
  row(
    `[${soak.driver}] soak, ${soak.learners} learners, ${soak.durationSeconds} s: errors`,
    `${soak.errors} of ${soak.requests}${soak.refused503 ? ` (and ${soak.refused503} polite 503s)` : ''}`,
    '0',
    soak.errors === 0,
  );
  row(`[${soak.driver}] soak: p50 / p99`, `${soak.p50Ms} ms / ${soak.p99Ms} ms`);
  row(`[${soak.driver}] soak: server memory start / end (max)`, `${soak.rssStartMiB} / ${soak.rssEndMiB} MiB (${soak.rssMaxMiB})`, 'flat', soak.rssEndMiB <= soak.rssStartMiB * 1.1);
}
const cpus = os.cpus();
console.log(`\n== figures (${new Date().toISOString().slice(0, 10)}, ${cpus.length} x ${cpus[0]?.model.trim()}, load ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}, ${((Date.now() - started) / 1000).toFixed(0)} s)`);
console.log('| figure | measured | target | |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.figure} | ${r.value} | ${r.target} | ${r.met === null ? '' : r.met ? 'met' : 'missed'} |`);
writeFileSync(path.join(out, 'summary.json'), JSON.stringify(rows, null, 2));
console.log(`\nJSON of every step: ${path.relative(root, out)}/`);
