import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { i18nAlias } from '../apps/web/scripts/i18nAlias';
import { storyDeps } from './storyDeps';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../packages/kit/src/**/*.stories.@(ts|tsx)',
    '../packages/studio/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: [
    { from: '../packages/content/media', to: '/media' },
    // Drafts carry their own media (docs/CONTENT.md): the live preview reads a draft's files at /drafts/<format>/<name>/.
    { from: '../packages/content/drafts', to: '/drafts' },
    // The brand files where the app asks for them (under the API base), so the Manual video story plays the real file.
    { from: '../packages/content/media/brand', to: '/api/media/brand' },
  ],
  core: { disableTelemetry: true },
  async viteFinal(config) {
    const { mergeConfig, defaultClientConditions, defaultServerConditions } = await import('vite');
    return mergeConfig(config, {
      plugins: [vanillaExtractPlugin()],
      // Workspace packages expose their TypeScript sources under the "source" condition.
      resolve: { conditions: ['source', ...defaultClientConditions], alias: i18nAlias },
      // vanilla-extract evaluates .css.ts files in its own server-side runner: give it the source condition too, or
      // the app's styles take `vars` from the kit's dist, whose theme variables nothing defines (apps/web/vite.config.ts).
      environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
      // A cold first run otherwise discovers this late and reloads mid-test (TOOLCHAIN.md).
      optimizeDeps: { include: storyDeps },
      build: {
        rollupOptions: {
          onwarn(warning: { code?: string }, warn: (w: unknown) => void) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return; // radix-ui's "use client"
            warn(warning);
          },
        },
      },
    });
  },
};
export default config;
