// Runs drizzle-kit with `drizzle-orm` resolved from this workspace: npm nests drizzle-orm under apps/api/node_modules,
// where drizzle-kit (hoisted to the root) cannot see it with its own dynamic imports.
import { register } from 'node:module';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const here = new URL('../package.json', import.meta.url);
register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const parent = ${JSON.stringify(here.href)};
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL: parent });
        }
        return next(specifier, context);
      }`),
);
const require = createRequire(here);
// The same for drizzle-kit's own require() calls.
process.env.NODE_PATH = [path.join(path.dirname(new URL(here).pathname), 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
require('node:module').Module._initPaths();
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, bin);
await import(pathToFileURL(bin).href);
