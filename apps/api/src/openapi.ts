import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Interactive docs live here; the document itself at /api/docs/json. */
export const DOCS_PREFIX = '/api/docs';

const zodToJsonConfig = { unrepresentable: 'any' as const };

/**
 * OpenAPI 3.1 generated from the same zod schemas that validate the requests (packages/core/src/contract), so the
 * document cannot drift from the server. `npm run openapi -w @bandwise/api` writes docs/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bandwise API',
        version: '0.1.0',
        description:
          'Every call of the seed documents, under /api. IELTS calls answer camelCase, multi-level calls snake_case. ' +
          'Errors, and calls whose answer the seeds do not show, answer { statusCode, message }. ' +
          'Protected calls take Authorization: Bearer <token>, the token being the `message` of POST /api/auth/login/{code}.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The session token from POST /api/auth/login/{code}' } },
      },
      tags: [
        { name: 'auth', description: 'Login codes and sessions' },
        { name: 'user', description: 'Profile, contact, bonus' },
        { name: 'leaderboard', description: 'IELTS and CEFR top results' },
        { name: 'ielts', description: 'IELTS exams: create, submit sections' },
        { name: 'ielts-results', description: 'IELTS results' },
        { name: 'grading', description: 'Where pending writing and speaking grades stand' },
        { name: 'multi-level', description: 'CEFR multi-level exams' },
        { name: 'settings', description: 'Public operator settings' },
        { name: 'dev', description: 'Development only (no bot token, not production)' },
      ],
    },
    transform: createJsonSchemaTransform({ skipList: [], zodToJsonConfig }),
    transformObject: createJsonSchemaTransformObject({ zodToJsonConfig }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}

/** The document as committed in docs/openapi.json: stable key order, two-space indent, final newline. */
export function openApiText(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}
