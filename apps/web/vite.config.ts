import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { i18nAlias } from './scripts/i18nAlias';
import { precompress } from './scripts/precompress';

/**
 * The shipped site renders with Preact's React layer (preact/compat) instead of React's DOM renderer: the same
 * components, the kit's included, in 55 kB of home-route script instead of 114 (React 19's renderer alone was 68 kB;
 * learners open the site on cheap phones over mobile data, docs/PERFORMANCE.md). Only the build: the development server
 * keeps React and its fast refresh, and the stories render with React as the kit's consumers do. The e2e journeys, the
 * page-speed bench and `npm start` all run the build, so what they test is what ships.
 */
const preactForReact = [
  { find: /^react$/u, replacement: 'preact/compat' },
  { find: /^react-dom$/u, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/u, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/u, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/u, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      ...Object.entries(i18nAlias).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' ? preactForReact : []),
    ],
  },
  // vanilla-extract evaluates every .css.ts in a server-side module runner of its own: without the source condition
  // there, `vars` in the app's styles came from the kit's dist, a second theme contract whose variables nothing
  // defines (half the site rendered unstyled). The compiler replaces `ssr`, so the condition goes on the environment.
  environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
  server: {
    port: 5173,
    // In development the API runs beside Vite; both base addresses default to /api on the same origin.
    proxy: { '/api': { target: process.env.BW_API_ORIGIN ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // scripts/home-size.mjs reads it to report what the home route downloads.
    manifest: true,
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return; // radix-ui's "use client"
        // preact/compat has no useOptimistic: React Router looks it up by name and does without (its useOptimisticSafe).
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
}));
