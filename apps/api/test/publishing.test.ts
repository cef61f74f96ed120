import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { parseTestFolder } from '@bandwise/content/authoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_ID, BOOK_NAME, fixtureExamKeys, MULTI_LEVEL_EXAM_ID, rightListeningParts, SECTION, sheet } from './fixtures';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { isErrorBody, login, nextPhone, serverForFile, startServer, userWithRole, type StaffTestUser, type TestServer } from './helpers';

/**
 * Publishing without a redeploy (docs/CONTENT.md, Publishing): bundles of the authoring folder uploaded as drafts,
 * published and retired by an admin, in the lists at once; an attempt keeps the version it started on, so one started
 * on version 1 and finished after version 2 is published is scored, shown and graded on version 1.
 */
const setsRoot = fileURLToPath(new URL('../../../packages/content/sets', import.meta.url));

/** A set's folder as file name -> text, with `edit` applied to each file. */
function folderOf(set: string, edit: (name: string, text: string) => string = (_n, t) => t): Record<string, string> {
  const dir = path.join(setsRoot, set);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => [name, edit(name, readFileSync(path.join(dir, name), 'utf8'))]),
  );
}

/** A zip of the folder as an author makes one: the folder itself, its files inside. */
function zipOf(files: Record<string, string>, folder = 'my-test'): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [`${folder}/${name}`, new TextEncoder().encode(text)])));
}

const setId = (id: number) => (name: string, text: string) => (name === 'test.yaml' ? text.replace(/^id: \d+$/m, `id: ${id}`) : text);

const server = serverForFile();
let admin: StaffTestUser;
beforeAll(async () => {
  admin = await userWithRole(server, 'admin', 'Nodira');
});

const upload = (bytes: Uint8Array, token = admin.token) =>
  server.call('/admin/content', { token, form: { file: { bytes, filename: 'test.zip', type: 'application/zip' } } });
const act = (id: number, action: 'publish' | 'retire', token = admin.token) => server.call(`/admin/content/${id}/${action}`, { method: 'POST', token });
const auditOf = async (action: string) => (await server.call(`/admin/audit?action=${action}`, { token: admin.token })).body.items;

describe('the admin boundary', () => {
  it('is admin-only, before the upload is read', async () => {
    const learner = await login(server, nextPhone());
    const zip = zipOf(folderOf('ielts/book2'));
    expect((await upload(zip, learner.token)).status).toBe(403);
    expect((await server.call('/admin/content', { form: { file: { bytes: zip, filename: 'a.zip' } } })).status).toBe(401);
    expect((await server.call('/admin/content', { token: learner.token })).status).toBe(403);
    expect((await act(1, 'publish', learner.token)).status).toBe(403);
  });

  it('refuses what is not a zip (415), a folder with mistakes (422, each with its file and line), an unknown version (404)', async () => {
    const notZip = await upload(new TextEncoder().encode('format: ielts'));
    expect(notZip.status).toBe(415);
    expect(isErrorBody(notZip.body, 415)).toBe(true);

    // Question 3's answer taken out of answers.yaml.
    const broken = folderOf('ielts/book2', (name, text) => (name === 'answers.yaml' ? text.replace(/^ {2}3: .*\n/m, '') : text));
    const refused = await upload(zipOf(broken));
    expect(refused.status, refused.text).toBe(422);
    expect(isErrorBody(refused.body, 422)).toBe(true);
    expect(refused.body.problems.length).toBeGreaterThan(0);
    for (const problem of refused.body.problems) {
      expect(problem.file).toMatch(/\.yaml$/);
      expect(problem.line).toBeGreaterThan(0);
    }
    expect(JSON.stringify(refused.body.problems)).toMatch(/3/);

    const noTest = await upload(zipOf({ 'notes.yaml': 'a: 1' }));
    expect(noTest.status).toBe(422);
    expect(noTest.body.problems[0].file).toBe('test.yaml');

    expect((await act(999_999, 'publish')).status).toBe(404);
    expect((await act(0, 'publish')).status).toBe(400);
  });
});

describe('versions of an IELTS book', () => {
  let learner: { token: string; userId: number };
  let examOnV1: number;
  let v2: number;

  it('the built-in set is version 1, published, in the list and the audit log', async () => {
    const list = await server.call('/admin/content', { token: admin.token });
    expect(list.status).toBe(200);
    const book = list.body.items.find((v: { kind: string; testId: number }) => v.kind === 'ielts' && v.testId === BOOK_ID);
    expect(book).toMatchObject({ version: 1, status: 'published', source: 'built-in', name: BOOK_NAME });
    expect((await server.call('/ielts/books')).body).toEqual([expect.objectContaining({ id: BOOK_ID, version: 1 })]);
    expect((await auditOf('content.publish')).some((e: { target: string }) => e.target === `ielts:${BOOK_ID}`)).toBe(true);
  });

  it('an upload is a draft: stored as version 2, not in the test list yet', async () => {
    learner = await login(server, nextPhone());
    const created = await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token: learner.token });
    examOnV1 = Number(created.body.message);

    // The shipped book 1 in the authoring format: other questions and other answers than the fixture's version 1.
    const uploaded = await upload(zipOf(folderOf('ielts/book1')));
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(uploaded.body.version).toMatchObject({ kind: 'ielts', testId: BOOK_ID, version: 2, status: 'draft', source: 'upload', attempts: 0 });
    expect(uploaded.body.version.createdBy).toBe('Nodira Test');
    v2 = uploaded.body.version.id;
    expect((await server.call('/ielts/books')).body[0].version).toBe(1);
    // A draft is for admins only.
    expect((await server.call(`/ielts/books/${BOOK_ID}?version=2`)).status).toBe(404);
    // The same bundle again makes no version.
    const again = await upload(zipOf(folderOf('ielts/book1'), 'renamed'));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/version 2/);
  });

  it('publishing makes version 2 the one the list shows and new attempts take, at once; version 1 is retired', async () => {
    const published = await act(v2, 'publish');
    expect(published.status, published.text).toBe(200);
    expect(published.body.version).toMatchObject({ status: 'published', version: 2 });
    expect((await server.call('/ielts/books')).body[0].version).toBe(2);
    const list = (await server.call('/admin/content', { token: admin.token })).body.items;
    expect(list.find((v: { testId: number; version: number; kind: string }) => v.kind === 'ielts' && v.testId === BOOK_ID && v.version === 1)).toMatchObject({
      status: 'retired',
      attempts: 1,
    });
    const [entry] = await auditOf('content.publish');
    expect(entry).toMatchObject({ target: `ielts:${BOOK_ID}`, before: { version: 1 }, after: { version: 2 }, actor: { name: 'Nodira Test' } });
    expect((await act(v2, 'publish')).status).toBe(409);
  });

  it('an attempt started on version 1 and finished after version 2 is published is scored on version 1', async () => {
    const listening = await server.call('/ielts/exam/attempt/create/inline', {
      token: learner.token,
      json: { examId: examOnV1, sectionType: 'LISTENING', userAnswer: sheet('LISTENING', 40) },
    });
    expect(listening.status, listening.text).toBe(200);
    expect(listening.body.raw).toBe(40);
    const reading = await server.call('/ielts/exam/attempt/create/inline', {
      token: learner.token,
      json: { examId: examOnV1, sectionType: 'READING', userAnswer: sheet('READING', 30) },
    });
    expect(reading.body.raw).toBe(30);
    const rows = await server.call(`/ielts/exam/result/get-results-inline/LISTENING/${examOnV1}`, { token: learner.token });
    expect(rows.body.answers[30]).toMatchObject({ isTrue: true, trueAnswer: 'word31' });

    // Its runner and result pages read version 1: my-results names it, the book call serves it.
    const mine = await server.call('/user/get-my-results?page=1&size=10', { token: learner.token });
    expect(mine.body.results[0]).toMatchObject({ examId: examOnV1, bookId: BOOK_ID, bookVersion: 1, bookName: BOOK_NAME });
    const v1Book = await server.call(`/ielts/books/${BOOK_ID}?version=1`);
    expect(v1Book.status).toBe(200);
    expect(v1Book.body.reading.parts[0].passage.title).toBe('Passage one');
    expect((await server.call(`/ielts/books/${BOOK_ID}`)).body.reading.parts[0].passage.title).not.toBe('Passage one');

    // A new attempt is on version 2, where the same sheet scores nothing.
    const other = await login(server, nextPhone());
    const created = await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token: other.token });
    const onV2 = await server.call('/ielts/exam/attempt/create/inline', {
      token: other.token,
      json: { examId: Number(created.body.message), sectionType: 'LISTENING', userAnswer: sheet('LISTENING', 40) },
    });
    expect(onV2.body.raw).toBe(0);
    expect((await server.call('/user/get-my-results?page=1&size=10', { token: other.token })).body.results[0].bookVersion).toBe(2);
  });

  it('the published version reaches learners without its answers or scripts', async () => {
    const files = folderOf('ielts/book1');
    const parsed = parseTestFolder(files);
    if (parsed.format !== 'ielts' || !parsed.publicPart) throw new Error('book1 does not parse');
    const publicText = JSON.stringify(parsed.publicPart).toLowerCase();
    const served = (await server.call(`/ielts/books/${BOOK_ID}`)).text.toLowerCase();
    expect(served).toContain(parsed.publicPart.reading.parts[0]!.passage.title.toLowerCase());
    const keys = parsed.keys as { listening: Record<string, string[]>; reading: Record<string, string[]>; scripts: Array<{ lines: Array<{ text: string }> }> };
    const secrets = [
      ...Object.values(keys.listening).flat(),
      ...Object.values(keys.reading).flat(),
      ...keys.scripts.flatMap((s) => s.lines.map((l) => l.text)),
    ]
      .map((s) => s.toLowerCase())
      .filter((s) => s.length >= 5 && !publicText.includes(s));
    expect(secrets.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(served).not.toContain(secret);
  });

  it('retiring takes the book off the list; attempts on it go on; a retired version can be published again', async () => {
    const list = (await server.call('/admin/content', { token: admin.token })).body.items;
    const v1 = list.find((v: { kind: string; testId: number; version: number }) => v.kind === 'ielts' && v.testId === BOOK_ID && v.version === 1).id;
    expect((await act(v2, 'retire')).status).toBe(200);
    expect((await server.call('/ielts/books')).body).toEqual([]);
    expect((await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token: learner.token })).status).toBe(404);
    expect((await auditOf('content.retire'))[0]).toMatchObject({ target: `ielts:${BOOK_ID}`, after: { version: 2 } });
    // The learner who started on version 1 goes on to the end.
    const writing = await server.call('/ielts/exam/attempt/create/outline-writing', {
      token: learner.token,
      json: { examId: examOnV1, list: [{ question: 'Task 1', userAnswer: 'An answer.' }, { question: 'Task 2', userAnswer: 'Another answer.' }] },
    });
    expect(writing.status, writing.text).toBe(200);
    expect((await act(v1, 'publish')).status).toBe(200);
    expect((await server.call('/ielts/books')).body[0]).toMatchObject({ id: BOOK_ID, version: 1 });
  });

  it('a new book (a new id) appears in the list when published', async () => {
    const uploaded = await upload(zipOf(folderOf('ielts/book2', setId(7))));
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(uploaded.body.version).toMatchObject({ testId: 7, version: 1, status: 'draft' });
    expect((await act(uploaded.body.version.id, 'publish')).status).toBe(200);
    expect((await server.call('/ielts/books')).body.map((b: { id: number }) => b.id)).toEqual([BOOK_ID, 7]);
  });
});

describe('versions of a multi-level exam', () => {
  it('a purchase keeps the version bought: checked on version 1 after version 2 is published', async () => {
    const learner = await login(server, nextPhone());
    await server.db.update(users).set({ balance: 10_000_000 }).where(eq(users.id, learner.userId));
    const bought = await server.call('/user/buy-exam', { token: learner.token, form: { mock_exam_id: String(MULTI_LEVEL_EXAM_ID), type: 'ai' } });
    const examId = bought.body.exam.id;

    // The shipped exam 1 in the authoring format as version 2 of the fixture's exam 1: other sections, other ids.
    const uploaded = await upload(zipOf(folderOf('multi-level/exam1')));
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(uploaded.body.version).toMatchObject({ kind: 'multi-level', testId: MULTI_LEVEL_EXAM_ID, version: 2 });
    expect((await act(uploaded.body.version.id, 'publish')).status).toBe(200);
    const exams = await server.call('/user/exams', { token: learner.token });
    expect(exams.body[0].name).toBe(uploaded.body.version.name);

    const started = await server.call('/user/start-exam', { token: learner.token, form: { exam_id: String(examId) } });
    // The fixture's version 1 (200 minutes, its own questions), not the shipped set (180 minutes) published since.
    expect(started.body.duration).toBe(200);
    expect(started.body.sections[0].parts[0].questions[0].question).toBe('When does the train leave?');
    const parts = rightListeningParts(started.body.sections[0].parts, fixtureExamKeys);
    const checked = await server.call('/user/check', { token: learner.token, json: { section_id: SECTION.listening, exam_id: examId, parts } });
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body.section.raw).toBe(checked.body.section.total);
    const mine = await server.call('/user/my-exams', { token: learner.token, json: { user_id: learner.userId } });
    expect(mine.body[0].section_scores[0]).toMatchObject({ id: SECTION.listening, type: 'listening', score: 75 });

    // A new purchase starts version 2.
    const second = await server.call('/user/buy-exam', { token: learner.token, form: { mock_exam_id: String(MULTI_LEVEL_EXAM_ID), type: 'ai' } });
    const startedV2 = await server.call('/user/start-exam', { token: learner.token, form: { exam_id: String(second.body.exam.id) } });
    expect(startedV2.body.duration).toBe(180);
    expect(startedV2.body.sections[0].parts[0].questions[0].question).toBe('What time will the friends meet?');
    expect(startedV2.text).not.toMatch(/"answerId"|"blanks"/);
  });

  it("refuses an exam whose ids belong to another exam", async () => {
    const clash = await upload(zipOf(folderOf('multi-level/exam1', setId(9))));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/used by exam 1/);
  });
});

describe('the content directory (BW_CONTENT_DIR)', () => {
  let withDir: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bw-content-dir-'));
    for (const [folder, files] of [
      ['ielts/book8', folderOf('ielts/book2', setId(8))],
      ['ielts/broken', folderOf('ielts/book2', (name, text) => (name === 'test.yaml' ? text.replace('module: academic', 'module: academik') : text))],
    ] as const) {
      mkdirSync(path.join(dir, folder), { recursive: true });
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, folder, name), text);
    }
    withDir = await startServer({ env: { BW_CONTENT_DIR: dir } });
  });
  afterAll(async () => {
    await withDir?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads new folders as drafts on demand, names the refused ones, and makes nothing the second time', async () => {
    const staff = await userWithRole(withDir, 'admin');
    const scan = await withDir.call('/admin/content/scan', { method: 'POST', token: staff.token });
    expect(scan.status, scan.text).toBe(200);
    expect(scan.body.created).toEqual([expect.objectContaining({ kind: 'ielts', testId: 8, status: 'draft', source: 'directory', sourceName: 'ielts/book8' })]);
    expect(scan.body.rejected).toEqual([{ folder: 'ielts/broken', problems: [expect.objectContaining({ file: 'test.yaml', line: expect.any(Number) })] }]);
    expect((await withDir.call('/admin/content', { token: staff.token })).body.directory).toBe(true);
    const again = await withDir.call('/admin/content/scan', { method: 'POST', token: staff.token });
    expect(again.body).toMatchObject({ created: [], unchanged: 1 });
    // Without a directory the call says how to set one.
    const none = await server.call('/admin/content/scan', { method: 'POST', token: admin.token });
    expect(none.status).toBe(409);
    expect(none.body.message).toMatch(/BW_CONTENT_DIR/);
  });
});

describe('a bundle that carries its media (a draft folder: docs/CONTENT.md)', () => {
  const draftsRoot = fileURLToPath(new URL('../../../packages/content/drafts', import.meta.url));
  const DRAFT = 'ielts/riverside';
  const DRAFT_ID = 6;
  /** The draft folder's every file (YAML and media) as bytes, given another id so it is a test of its own here. */
  function draftFiles(): Record<string, Uint8Array> {
    const dir = path.join(draftsRoot, DRAFT);
    return Object.fromEntries(
      readdirSync(dir).map((name) => {
        const bytes = readFileSync(path.join(dir, name));
        return [name, name === 'test.yaml' ? new TextEncoder().encode(setId(DRAFT_ID)(name, bytes.toString('utf8'))) : new Uint8Array(bytes)];
      }),
    );
  }
  const zipFiles = (files: Record<string, Uint8Array>) => zipSync(Object.fromEntries(Object.entries(files).map(([name, bytes]) => [`riverside/${name}`, bytes])));
  const problemsOf = (body: { problems?: Array<{ file: string; line: number | null; message: string }> }) => body.problems ?? [];

  it('is stored with its recordings and pictures, which the published test plays and shows from the server', async () => {
    const files = draftFiles();
    const uploaded = await upload(zipFiles(files));
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(uploaded.body.version).toMatchObject({ testId: DRAFT_ID, status: 'draft' });
    expect((await act(uploaded.body.version.id, 'publish')).status).toBe(200);

    const book = (await server.call(`/ielts/books/${DRAFT_ID}`)).body;
    const audio: string[] = book.listening.parts.map((part: { audio: string }) => part.audio);
    expect(audio).toHaveLength(4);
    const image = book.writing.tasks[0].image.src as string;
    for (const [served, file] of [...audio.map((src, index) => [src, `listening-${index + 1}.mp3`] as const), [image, 'chart.svg'] as const]) {
      const url = `/${served.replace(/^\/+/, '').replace(/^(media\/)?/, 'media/')}`;
      expect(url).toMatch(/^\/media\/uploads\/content\/[0-9a-f]{32}\.(mp3|svg)$/);
      const response = await server.call(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe(file.endsWith('.mp3') ? 'audio/mpeg' : 'image/svg+xml');
      expect(Number(response.headers.get('content-length'))).toBe(files[file]!.length);
    }
    // Four recordings, four objects: each part plays its own.
    expect(new Set(audio).size).toBe(4);
    const retired = await act(uploaded.body.version.id, 'retire');
    expect(retired.status).toBe(200);
  });

  it('a recording the test names but the zip lacks: 422 at the line that names it', async () => {
    const files = draftFiles();
    delete files['listening-2.mp3'];
    const refused = await upload(zipFiles(files));
    expect(refused.status, refused.text).toBe(422);
    const problems = problemsOf(refused.body);
    expect(problems).toEqual([expect.objectContaining({ file: 'listening.yaml', line: expect.any(Number), message: expect.stringContaining("'listening-2.mp3' not found") })]);
    const yamlLine = readFileSync(path.join(draftsRoot, DRAFT, 'listening.yaml'), 'utf8').split('\n')[problems[0]!.line! - 1];
    expect(yamlLine).toContain('listening-2.mp3');
  });

  it('a medium past its size: 413 naming the file, nothing stored', async () => {
    const files = draftFiles();
    // A 2.5 MB drawing (the zip itself stays small: the padding compresses).
    files['map.svg'] = new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg"><!--${' '.repeat(2.5 * 1024 * 1024)}--></svg>`);
    const before = (await server.call('/admin/content', { token: admin.token })).body.items.length;
    const refused = await upload(zipFiles(files));
    expect(refused.status, refused.text).toBe(413);
    expect(isErrorBody(refused.body, 413)).toBe(true);
    expect(refused.body.message).toMatch(/map\.svg is too large: an SVG picture may be at most 2 MB/);
    expect((await server.call('/admin/content', { token: admin.token })).body.items.length).toBe(before);
  });

  it('a file whose bytes are not what its name says, a drawing with a script, a file of another kind: 422 naming each', async () => {
    const files = draftFiles();
    files['listening-3.mp3'] = new TextEncoder().encode('these are not the recording you are looking for');
    files['chart.svg'] = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    files['notes.docx'] = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    files['my map.png'] = files['map.svg']!;
    const refused = await upload(zipFiles(files));
    expect(refused.status, refused.text).toBe(422);
    expect(isErrorBody(refused.body, 422)).toBe(true);
    const byFile = Object.fromEntries(problemsOf(refused.body).map((p) => [p.file, p.message]));
    expect(byFile['listening-3.mp3']).toMatch(/not an MP3 recording/);
    expect(byFile['chart.svg']).toMatch(/not an SVG picture/);
    expect(byFile['notes.docx']).toMatch(/only the test's \.yaml files and its media/);
    expect(byFile['my map.png']).toMatch(/letters, digits/);
  });
});
