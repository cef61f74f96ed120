import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { oggBytes, pngBytes, wavBytes } from './fixtures';
import { call, isErrorBody, login, nextPhone, serverForFile } from './helpers';

/**
 * Whatever a client sends, the answer is a 4xx `{ statusCode, message }`, never a 500. The route list comes from the
 * server's own OpenAPI document, so a new route is covered as soon as it exists.
 */
const server = serverForFile();
let learnerToken: string;
let adminToken: string;
let routes: Array<{ method: string; path: string; multipart: boolean; json: boolean }>;

beforeAll(async () => {
  ({ token: learnerToken } = await login(server, nextPhone()));
  // The staff calls refuse a learner before reading any input (examiner.test.ts, admin.test.ts prove it): an admin,
  // who may make every staff call, is the one whose input they have to survive.
  const admin = await login(server, nextPhone());
  await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
  adminToken = admin.token;
  const document = server.app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>> };
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      // Logging out (here, everywhere, or by an admin) would end the sessions the rest of the file uses; auth.test.ts covers it.
      if (/\/(logout|logout-everywhere|revoke-sessions)$/.test(path)) return [];
      const content = Object.keys(operation.requestBody?.content ?? {});
      return [
        {
          method: method.toUpperCase(),
          path: path.replace(/^\/api/, ''),
          multipart: content.includes('multipart/form-data'),
          json: content.includes('application/json'),
        },
      ];
    }),
  );
});

const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);
const staffPath = /^\/(admin|examiner)\//;
/** Whose session a call is made with: the learner's, or an admin's for the staff calls. */
const tokenFor = (path: string) => (staffPath.test(path) ? adminToken : learnerToken);

function expectClientError(response: { status: number; body: unknown; text: string }, where: string) {
  expect(response.status, `${where}: ${response.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${where}: ${response.text.slice(0, 200)}`).toBeLessThan(500);
  expect(isErrorBody(response.body, response.status), `${where}: ${response.text.slice(0, 200)}`).toBe(true);
}

describe('never a 500 for anything a client can send', () => {
  it('covers every documented route', () => {
    expect(routes.length).toBeGreaterThanOrEqual(28);
  });

  it('malformed JSON bodies answer 400 with a message', async () => {
    const bodied = routes.filter((r) => r.method !== 'GET');
    for (const route of bodied) {
      for (const raw of ['{', '{"a":', '[1,2', 'nul', '{"examId": 1,}', '\u0000']) {
        const response = await server.call(fill(route.path, '1'), { method: route.method, token: tokenFor(route.path), raw, contentType: 'application/json' });
        expectClientError(response, `${route.method} ${route.path} ${JSON.stringify(raw)}`);
        if (response.status !== 404) expect(response.status).toBe(400);
      }
    }
  });

  it('wrong shapes and types answer 4xx', async () => {
    const bodies: unknown[] = [null, [], 'text', {}, { examId: 'x', exam_id: -1, section_id: {}, parts: 'no', user_id: [1] }];
    for (const route of routes) {
      for (const value of ['abc', '-1', '99999999999', '%20']) {
        for (const json of route.method === 'GET' ? [undefined] : bodies) {
          const response = await server.call(fill(route.path, value), { method: route.method, token: tokenFor(route.path), ...(json === undefined ? {} : { json }) });
          const where = `${route.method} ${fill(route.path, value)} ${JSON.stringify(json)}`;
          if (response.status < 400) {
            // A few calls accept any body (GETs, login with a code of 6 digits, logout): they must still not fail.
            expect(response.status, where).toBeLessThan(300);
            continue;
          }
          expectClientError(response, where);
        }
      }
    }
  });

  it('missing fields are named in the message', async () => {
    const cases: Array<[string, string, unknown, RegExp]> = [
      ['PUT', '/user/update-information', { name: 'A' }, /surname/],
      ['POST', '/user/send-message', { message: 'hi' }, /first_name/],
      ['POST', '/ielts/exam/attempt/create/inline', { examId: 1, sectionType: 'LISTENING' }, /userAnswer/],
      ['POST', '/ielts/exam/attempt/create/outline-writing', { list: [] }, /examId/],
      ['POST', '/user/check', { exam_id: 1, parts: [] }, /section_id/],
      ['POST', '/user/my-exams', {}, /user_id/],
      ['POST', '/user/continue-exam', {}, /exam_id/],
      ['POST', '/user/finish-exam', {}, /exam_id/],
    ];
    for (const [method, path, json, pattern] of cases) {
      const response = await server.call(path, { method, token: tokenFor(path), json });
      expect(response.status, path).toBe(400);
      expect(response.body.message, path).toMatch(pattern);
    }
  });

  it('queries and params out of range answer 400', async () => {
    const outOfRange = [
      '/user/get-my-results?page=x&size=10',
      '/user/get-my-results?page=0&size=0',
      '/ielts/exam/result/top-exam-result/MONTHLY?page=-5',
      '/ielts/exam/result/get-results-inline/WRITING/1',
      '/ielts/exam/result/get-results-outline-speaking/1/9',
      '/user/my-exam/abc/1',
    ];
    for (const path of outOfRange) {
      const response = await server.call(path, { token: tokenFor(path) });
      expect(response.status, path).toBe(400);
      expect(isErrorBody(response.body, 400)).toBe(true);
    }
  });

  it('a JSON body over 1 MB answers 413', async () => {
    const huge = JSON.stringify({ examId: 1, list: [{ question: 'q', userAnswer: 'x'.repeat(1_100_000) }, { question: 'q', userAnswer: 'y' }] });
    const response = await server.call('/ielts/exam/attempt/create/outline-writing', { token: learnerToken, raw: huge, contentType: 'application/json' });
    expect(response.status).toBe(413);
    expect(isErrorBody(response.body, 413)).toBe(true);
  });

  it('an unsupported content type answers 415', async () => {
    const response = await server.call('/user/check', { token: learnerToken, raw: '<xml/>', contentType: 'application/xml' });
    expect(response.status).toBe(415);
    expect(isErrorBody(response.body, 415)).toBe(true);
    const text = await server.call('/user/check', { token: learnerToken, raw: 'hello', contentType: 'text/plain' });
    expectClientError(text, 'text/plain');
  });

  it('every multipart call refuses wrong file types, missing files, oversized files and broken multipart', async () => {
    const multipart = routes.filter((r) => r.multipart);
    expect(multipart.map((r) => r.path).sort()).toEqual([
      '/admin/content',
      '/admin/media/{asset}',
      '/ielts/exam/attempt/create/outline-speaking/{examId}',
      '/user/buy-exam',
      '/user/start-exam',
      '/user/upload-speaking',
    ]);
    const speaking = '/ielts/exam/attempt/create/outline-speaking/1?question=Q&partNumber=1';
    const wrongTypes: Array<[string, Record<string, string | { bytes: Uint8Array; filename: string }>]> = [
      [speaking, { voiceAnswer: { bytes: pngBytes(), filename: 'a.wav' } }],
      [speaking, { voiceAnswer: { bytes: oggBytes(), filename: 'a.wav' } }],
      [speaking, { voiceAnswer: { bytes: new Uint8Array(0), filename: 'a.wav' } }],
      ['/user/upload-speaking', { audio: { bytes: pngBytes(), filename: 'a.ogg' }, exam_id: '1', question_id: '1' }],
      ['/user/upload-speaking', { audio: { bytes: new TextEncoder().encode('RIFF1234WAVX'), filename: 'a.wav' }, exam_id: '1', question_id: '1' }],
    ];
    for (const [path, form] of wrongTypes) {
      const response = await server.call(path, { token: learnerToken, form });
      expectClientError(response, path);
      expect([400, 404, 415]).toContain(response.status);
    }
    // The admin's brand media: a recording as the logo, a picture as the video, text or nothing for the file.
    for (const [path, form] of [
      ['/admin/media/logo', { file: { bytes: wavBytes(), filename: 'logo.png' } }],
      ['/admin/media/video', { file: { bytes: pngBytes(), filename: 'manual.mp4' } }],
      ['/admin/media/logo', { file: 'text' }],
      ['/admin/media/video', {}],
      ['/admin/media/banner', { file: { bytes: pngBytes(), filename: 'a.png' } }],
      // A test bundle that is a picture, a zip's name on a recording, text, or nothing.
      ['/admin/content', { file: { bytes: pngBytes(), filename: 'book.zip' } }],
      ['/admin/content', { file: { bytes: wavBytes(), filename: 'book.zip' } }],
      ['/admin/content', { file: 'text' }],
      ['/admin/content', {}],
    ] as const) {
      const response = await server.call(path, { token: adminToken, form: form as Record<string, string> });
      expectClientError(response, `${path} ${JSON.stringify(Object.keys(form))}`);
    }
    // A file where a field is expected, a field where a file is expected, nothing at all.
    for (const [path, form] of [
      ['/user/buy-exam', { mock_exam_id: { bytes: wavBytes(), filename: 'x' }, type: 'ai' }],
      ['/user/start-exam', { exam_id: { bytes: wavBytes(), filename: 'x' } }],
      ['/user/upload-speaking', { audio: 'text', exam_id: '1', question_id: '1' }],
      [speaking, {}],
    ] as const) {
      const response = await server.call(path, { token: learnerToken, form: form as Record<string, string> });
      expectClientError(response, `${path} ${JSON.stringify(Object.keys(form))}`);
    }
    // Two files in one upload.
    const form = new FormData();
    form.append('voiceAnswer', new Blob([wavBytes() as Uint8Array<ArrayBuffer>]), 'a.wav');
    form.append('voiceAnswer', new Blob([wavBytes() as Uint8Array<ArrayBuffer>]), 'b.wav');
    const two = await fetch(`${server.url}${speaking}`, { method: 'POST', headers: { authorization: `Bearer ${learnerToken}` }, body: form });
    expect(two.status).toBeGreaterThanOrEqual(400);
    expect(two.status).toBeLessThan(500);
    // Over 10 MB.
    const big = new Uint8Array(10 * 1024 * 1024 + 1024);
    big.set(wavBytes(), 0);
    for (const [path, field] of [
      [speaking, 'voiceAnswer'],
      ['/user/upload-speaking', 'audio'],
      ['/admin/media/video', 'file'],
      ['/admin/content', 'file'],
    ] as const) {
      const response = await server.call(path, { token: tokenFor(path), form: { [field]: { bytes: big, filename: 'big.wav' }, exam_id: '1', question_id: '1' } });
      expect(response.status, path).toBe(413);
      expect(isErrorBody(response.body, 413)).toBe(true);
    }
    // Broken multipart bodies.
    for (const path of multipart.map((r) => fill(r.path, '1'))) {
      for (const [contentType, raw] of [
        ['multipart/form-data', 'garbage'],
        ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated'],
        ['multipart/form-data; boundary=xyz', 'no boundary here'],
      ] as const) {
        const response = await server.call(path, { token: tokenFor(path), raw, contentType });
        expectClientError(response, `${path} ${contentType}`);
      }
    }
  });

  it('unknown routes answer 404 JSON', async () => {
    const response = await server.call('/no/such/route');
    expect(response.status).toBe(404);
    expect(isErrorBody(response.body, 404)).toBe(true);
    const root = await call(server.url.replace(/\/api$/, '/definitely-missing'));
    expect(root.status).toBe(404);
  });

  it('a broken percent-encoding in the path answers 400 in the same error shape', async () => {
    const response = await server.call('/ielts/exam/result/get-results-inline/LISTENING/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(isErrorBody(response.body, 400)).toBe(true);
  });
});
