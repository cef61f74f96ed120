import { appendFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// packages/kit runs `tsup --config ../../tsup.config.ts`, so tsup's cwd is the kit while this file sits at the
// repo root: every path is anchored here, never on process.cwd(), so running it from either place builds the same.
const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const kitDir = path.join(repoRoot, 'packages/kit');

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const kitManifest = JSON.parse(readFileSync(path.join(kitDir, 'package.json'), 'utf8')) as Manifest;

/**
 * Workspace packages are not published, so whatever the kit takes from them travels inside dist. Their own
 * dependencies (zod for @bandwise/core) stay external: inlined, zod alone added some 740 KB to dist/index.js because
 * its namespace export defeats tree-shaking, and a consumer that also uses zod would ship it twice.
 */
const bundled = ['@bandwise/core'];
const bundledDependencies = bundled.flatMap((name) => {
  const manifest = JSON.parse(
    readFileSync(path.join(repoRoot, 'packages', name.replace('@bandwise/', ''), 'package.json'), 'utf8'),
  ) as Manifest;
  return Object.keys(manifest.dependencies ?? {});
});

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A package and every subpath of it, e.g. react and react/jsx-runtime, @vanilla-extract/css/recipe. */
const withSubpaths = (name: string) => new RegExp(`^${escape(name)}(?:/.*)?$`);

const external = [
  ...Object.keys(kitManifest.peerDependencies ?? {}),
  ...Object.keys(kitManifest.dependencies ?? {}),
  ...bundledDependencies,
  'react',
  'react-dom',
]
  .filter((name, index, all) => all.indexOf(name) === index && !bundled.includes(name))
  .map(withSubpaths);

export default defineConfig({
  // vars: the theme contract, breakpoints and shared declaration sets alone, for an app's own .css.ts files
  // (src/styles/index.ts says why not the barrel).
  // locales/uz, locales/ru: the built-in texts in Uzbek and Russian, outside index.js so English-only apps skip them.
  // audio, autosave, answers: the helpers behind the components (capture and WAV encoding, answer storage, answer-sheet
  // and key helpers), kept off the main entry so it lists components, their props and the theme (src/index.ts).
  entry: {
    index: path.join(kitDir, 'src/index.ts'),
    vars: path.join(kitDir, 'src/styles/index.ts'),
    audio: path.join(kitDir, 'src/audio.ts'),
    autosave: path.join(kitDir, 'src/autosave.ts'),
    answers: path.join(kitDir, 'src/answers.ts'),
    'locales/uz': path.join(kitDir, 'src/locale/uz.ts'),
    'locales/ru': path.join(kitDir, 'src/locale/ru.ts'),
  },
  outDir: path.join(kitDir, 'dist'),
  tsconfig: path.join(repoRoot, 'tsconfig.base.json'),
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  clean: true,
  // Shared chunks: the subpath entries (audio, autosave, answers) and the main one share their modules, so a class
  // such as RecorderError is one class whichever entry it is imported from (instanceof holds), and dist carries
  // each module once.
  splitting: true,
  sourcemap: false,
  external,
  noExternal: bundled,
  esbuildPlugins: [
    // .css.ts files become class-name strings in index.js and their rules go to dist/index.css, which the JS does
    // not import: consumers import '@bandwise/kit/styles.css' once (TOOLCHAIN.md).
    vanillaExtractPlugin({ identifiers: 'short' }),
  ],
  esbuildOptions(options) {
    // Workspace packages expose TypeScript sources under "source" (as in Vite and Vitest).
    options.conditions = ['source', 'import', 'module', 'browser', 'default'];
    // Cyrillic and Uzbek texts as they are, not as \u escapes (locales/ru.js was three times its size).
    options.charset = 'utf8';
  },
  // Primitives use hooks and Radix; frameworks with server components need the directive on the bundle itself,
  // since esbuild drops the module-level directives of the sources it bundles.
  banner: { js: "'use client';" },
  // A lazily imported component (the toast list) gets a CSS file of its own beside its chunk; consumers import one
  // stylesheet, '@bandwise/kit/styles.css', so its rules are appended to dist/index.css.
  async onSuccess() {
    const dist = path.join(kitDir, 'dist');
    const extra = readdirSync(dist).filter((name) => name.endsWith('.css') && name !== 'index.css');
    for (const name of extra) {
      appendFileSync(path.join(dist, 'index.css'), readFileSync(path.join(dist, name), 'utf8'));
      rmSync(path.join(dist, name));
    }
  },
  dts: {
    compilerOptions: {
      // TS 6 rejects the baseUrl tsup injects for the declaration build (TS5101) unless told to accept deprecations.
      ignoreDeprecations: '6.0',
      // The declaration bundler leaves every import that resolves through node_modules as an import, so a workspace
      // package (a node_modules symlink) would stay `from '@bandwise/core'` in index.d.ts. Mapping it to its source
      // makes its types part of the bundle. This only takes effect while it is not a listed dependency of the kit:
      // tsup marks every production dependency external in the declaration build whatever noExternal says.
      paths: Object.fromEntries(
        bundled.map((name) => [name, [path.join(repoRoot, 'packages', name.replace('@bandwise/', ''), 'src/index.ts')]]),
      ),
    },
  },
});
