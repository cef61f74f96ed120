import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { apiRoot, loadConfig } from './config';
import type { Db } from './db/client';
import { openApiText } from './openapi';

/** Where the committed document lives. */
export const openApiPath = path.resolve(apiRoot, '../../docs/openapi.json');

/**
 * The document as generated from a development configuration with the development tools on (documented as such). Building routes touches
 * no database, so none is opened: the routes, not the data, make the document.
 */
export async function buildOpenApiText(): Promise<string> {
  const config = loadConfig({
    NODE_ENV: 'development',
    BW_DEV_TOOLS: '1',
    BW_DATA_DIR: 'memory://',
    BW_MEDIA_DIR: path.join(os.tmpdir(), 'bandwise-openapi-media'),
    BW_WEB_DIR: path.join(os.tmpdir(), 'bandwise-openapi-no-web'),
  });
  const app = await buildApp({ db: {} as Db, config });
  try {
    await app.ready();
    return openApiText(app);
  } finally {
    await app.close();
  }
}
