#!/usr/bin/env node
// `npm run chromatic`: publishes the Storybook to Chromatic (chromatic.com, a cloud service: never run in CI, which is
// offline; the offline visual check is `npm run test:visual` and its review `npm run visual:review`).
// With CHROMATIC_PROJECT_TOKEN set it builds Storybook (unless --no-build) and runs the pinned chromatic CLI
// (16.x: 17 and later need Node 22, TOOLCHAIN.md) with chromatic.config.json; other arguments go to the CLI.
// Without a token it says how to get one and exits 1.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(`chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.

To get a project token:
  1. Sign in at https://www.chromatic.com/start (with GitHub, GitLab, Bitbucket or an email address).
  2. Add a project for this repository (or open the existing one).
  3. Open the project's Manage → Configure page and copy its project token.
  4. Run:  CHROMATIC_PROJECT_TOKEN=<the token> npm run chromatic
     (in a CI service, store the token as a secret environment variable of that name).

Offline, without an account: npm run test:visual checks every story against visual/baselines, and
npm run visual:review shows the changes side by side and accepts the intended ones.`);
  process.exit(1);
}

const run = (cmd, args) => spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit' }).status ?? 1;

const passThrough = argv.filter((arg) => arg !== '--no-build');
if (!argv.includes('--no-build')) {
  const built = run('npm', ['run', 'build-storybook']);
  if (built !== 0) process.exit(built);
}
// The token comes from the environment (the CLI reads CHROMATIC_PROJECT_TOKEN), never from the command line or a file.
process.exit(run('npx', ['--no-install', 'chromatic', '--config-file', 'chromatic.config.json', ...passThrough]));
