import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes a .br and a .gz beside each built script, style sheet, page and SVG, once, at build time, at the highest
 * levels (too slow to do per request): the API serves them to browsers that accept them (@fastify/static
 * preCompressed). Without this the site went out uncompressed, 441 kB of script for the home page on a phone.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bandwise:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'index.html'].filter((name) => /\.(js|css|html|svg)$/.test(name));
      await Promise.all(
        [...new Set(files)].map(async (name) => {
          const file = path.join(outDir, name);
          const bytes = await readFile(file).catch(() => null);
          if (!bytes || bytes.length < 512) return;
          const [br, gz] = await Promise.all([
            brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
