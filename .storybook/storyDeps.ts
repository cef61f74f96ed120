/**
 * Dependencies the stories load, pre-bundled up front. Found late on a cold run, Vite re-optimises mid-run and story
 * files fail with "Failed to fetch dynamically imported module" (TOOLCHAIN.md).
 */
export const storyDeps = [
  '@vanilla-extract/css/recipe',
  'class-variance-authority',
  'radix-ui',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-router-dom',
  '@tanstack/react-query',
  'msw',
  'msw/experimental',
  '@mswjs/interceptors/fetch',
  'zod',
];
