import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildOpenApiText, openApiPath } from '../src/openapiDocument';

describe('docs/openapi.json', () => {
  it('matches the routes (run `npm run openapi -w @bandwise/api` after changing a route or a contract schema)', async () => {
    const generated = await buildOpenApiText();
    const committed = await readFile(openApiPath, 'utf8').catch(() => '');
    expect(committed === generated, 'docs/openapi.json is stale: run `npm run openapi -w @bandwise/api`').toBe(true);
  });

  it('is OpenAPI 3.1 with every seed call under /api, bearer security on protected calls', async () => {
    const document = JSON.parse(await buildOpenApiText()) as {
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const calls = Object.entries(document.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));
    for (const expected of [
      'GET /api/user/profile',
      'GET /api/user/top-10',
      'GET /api/ielts/exam/result/top-exam-result/{period}',
      'POST /api/auth/login/{code}',
      'PUT /api/user/update-information',
      'POST /api/ielts/exam/create',
      'POST /api/user/send-message',
      'GET /api/bonus/get-bonus-information-me',
      'GET /api/user/exams',
      'POST /api/user/buy-exam',
      'POST /api/ielts/exam/attempt/create/inline',
      'POST /api/ielts/exam/attempt/create/outline-speaking/{examId}',
      'POST /api/ielts/exam/attempt/create/outline-writing',
      'GET /api/user/get-my-results',
      'POST /api/user/my-exams',
      'POST /api/user/continue-exam',
      'GET /api/ielts/exam/result/get-results-inline/{sectionType}/{examId}',
      'GET /api/ielts/exam/result/get-results-outline-writing/{examId}',
      'GET /api/ielts/exam/result/get-results-outline-speaking/{examId}/{partNumber}',
      'POST /api/user/start-exam',
      'POST /api/user/check',
      'POST /api/user/upload-speaking',
      'POST /api/user/finish-exam',
      'GET /api/user/my-exam/{ExamID}/{SectionID}',
      'GET /api/settings/public',
    ]) {
      expect(calls).toContain(expected);
    }
    expect(document.paths['/api/user/profile']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/user/top-10']?.get?.security).toBeUndefined();
  });
});
