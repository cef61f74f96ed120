#!/usr/bin/env node
// The designers' review (`npm run visual:review`): runs the visual check (scripts/visual.mjs, same options: --filter,
// --no-build, --visual-dir) and, when stories changed, points at the report it wrote (visual/report/index.html:
// baseline, new and difference side by side, filters, an accept list). Then
//
//   npm run visual:review -- --accept id1,id2
//
// copies only those stories' new shots over their baselines (nothing is run again); commit the baselines it changed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acceptReviewed } from './visual-report.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const visualDirAt = argv.indexOf('--visual-dir');
const visualDir = visualDirAt >= 0 ? path.resolve(argv[visualDirAt + 1] ?? '') : path.join(repoRoot, 'visual');
const acceptAt = argv.indexOf('--accept');

if (acceptAt >= 0) {
  const ids = (argv[acceptAt + 1] ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  if (ids.length === 0) {
    console.error('visual:review: --accept needs story ids, e.g. --accept site-shell--manual-video,staff-admin-settings--default');
    process.exit(1);
  }
  const { accepted, missing } = acceptReviewed({ visualDir, ids });
  for (const id of accepted) console.log(`  accepted ${id}`);
  for (const id of missing) console.log(`  no new shot for ${id} (run npm run visual:review first)`);
  console.log(`${accepted.length} baseline(s) updated in ${path.relative(process.cwd(), path.join(visualDir, 'baselines')) || '.'}`);
  process.exit(missing.length ? 1 : 0);
}

const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/visual.mjs'), ...argv], { stdio: 'inherit' });
const report = path.join(visualDir, 'report', 'index.html');
if (run.status === 0) console.log('visual:review: no story changed; nothing to review');
else if (existsSync(report)) console.log(`visual:review: open ${path.relative(process.cwd(), report)} in a browser`);
// Changes to review are this command's output, not its failure; a run that wrote no report did fail.
process.exit(run.status === 0 || existsSync(report) ? 0 : 1);
