import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { TestProjectConfiguration } from 'vitest/config';

import { storyDeps } from './.storybook/storyDeps';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

const nodeConditions = defaultServerConditions.filter((condition) => condition !== 'module');

/**
 * Test files of a project share their worker's modules (`isolate: false`) instead of importing everything again for
 * each file: every file makes its own server, database and story renders, and the one process-wide thing, the API's
 * grading thread (apps/api/src/grading/sharedGraders.ts), is disposed when a file's server closes and made again on
 * the next one's first grade. A test that needs a module's state fresh must reset it itself. Measured alone on two
 * cores: the API on PGlite 181 -> 139 s (98 -> 17 s of imports), the unit tests 81 -> 48 s, the story tests
 * 278 -> 196 s (52 -> 6 s of per-file setup in a new iframe).
 */
const isolateFiles = false;

/** The one list of test projects: node unit tests, API tests, story tests in Chromium. */
export const projects: TestProjectConfiguration[] = [
  {
    resolve: { conditions: ['source', ...defaultServerConditions] },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    test: {
      name: 'unit',
      environment: 'node',
      isolate: isolateFiles,
      // Unit tests of the apps' own modules too (apps/api/test holds the API suites, run by the projects below).
      include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
    },
  },
  // API tests over real HTTP against a started server: on embedded PGlite, and on the PostgreSQL test server
  // (each file creates and drops its own database).
  // Without Vite's 'module' condition: packages such as the AWS SDK export a 'module' build whose extensionless imports
  // only a bundler resolves, and Node would be handed it; 'node' gives Node's own build, as in production.
  ...(['api-pglite', 'api-pg'] as const).map((name) => ({
    resolve: { conditions: ['source', ...nodeConditions] },
    ssr: { resolve: { conditions: ['source', ...nodeConditions] } },
    test: {
      name,
      environment: 'node' as const,
      include: ['apps/api/test/**/*.test.ts'],
      env:
        name === 'api-pglite'
          ? { BW_TEST_DB: 'pglite' }
          : { BW_TEST_DB: 'postgres', DATABASE_URL: process.env.BW_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
      pool: 'forks' as const,
      isolate: isolateFiles,
      testTimeout: 60_000,
      hookTimeout: 180_000,
    },
  })),
  {
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') }), vanillaExtractPlugin()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    // vanilla-extract's own server-side runner evaluates the .css.ts files: it needs the source condition too, or app
    // styles read the theme contract of the kit's dist, whose variables nothing defines (apps/web/vite.config.ts).
    environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
    optimizeDeps: { include: storyDeps },
    test: {
      name: 'stories',
      isolate: isolateFiles,
      // Recorder and runner stories wait on real timers (preparation, recording limits); a busy 2-core machine needs room.
      testTimeout: 30_000,
      // One more try for a play function that failed: one fresh-clone CI run (stories beside three API workers on two
      // cores) failed the story step where every run before and since passed, alone and under load, and its log kept
      // only the tail. A story that is really broken fails both tries; the reporter marks a passed retry '(retry x1)',
      // so a story that needed one is seen in the log, not hidden.
      retry: 1,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  },
  {
    // The repository's own tools (scripts/): the designers' visual review on real stories of the storybook-static that
    // the visual step builds (scripts/test.mjs runs this project after it).
    test: {
      name: 'tools',
      environment: 'node',
      include: ['scripts/**/*.test.ts'],
      testTimeout: 180_000,
      hookTimeout: 180_000,
    },
  },
  {
    // Whole journeys in Debian's Chromium against the built web app served by the real API (e2e/globalSetup.ts).
    test: {
      name: 'e2e',
      environment: 'node',
      include: ['e2e/**/*.test.ts'],
      globalSetup: ['e2e/globalSetup.ts'],
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 300_000,
    },
  },
];
