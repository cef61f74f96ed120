import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { i18nAlias } from './scripts/i18nAlias';
import { precompress } from './scripts/precompress';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  resolve: { conditions: ['source', ...defaultClientConditions], alias: i18nAlias },
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
        warn(warning);
      },
    },
  },
});
