import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildOpenApiText, openApiPath } from '../openapiDocument';

/** npm run openapi -w @bandwise/api: writes docs/openapi.json from the live route schemas. */
const text = await buildOpenApiText();
await writeFile(openApiPath, text);
console.log(`wrote ${path.relative(process.cwd(), openApiPath)} (${text.length} bytes)`);
process.exit(0);
