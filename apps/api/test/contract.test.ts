import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateLeaderboards } from '../src/cache/leaderboards';
import { ieltsAttempts, multiLevelAttempts, users } from '../src/db/schema';
import { BOOK_ID, BOOK_NAME, MULTI_LEVEL_EXAM_ID, SECTION } from './fixtures';
import { nextPhone, startServer, type TestServer } from './helpers';
import { CorsRefused, paymentForm, SeedClient } from './seedClient';

/**
 * PRODUCT.md section 2 (issue 15): a client written against the seeds works against this server unchanged. The
 * client (./seedClient.ts) is written from the seeds alone and runs as a page on its own origin with two base
 * addresses (127.0.0.1 and localhost, both ending in /api); every step reads the seeds' field names. What the seeds
 * leave open and what we answer: docs/CONTRACT.md.
 */
const ORIGIN = 'http://localhost:5174';

let server: TestServer;
let client: SeedClient;
let webm: Uint8Array;
let scratch: string;

/** A real browser-style recording: 2 s of tone as WebM/Opus, made by ffmpeg (as Chromium's MediaRecorder makes). */
function recording(format: 'webm' | 'mp4'): Uint8Array {
  const file = path.join(scratch, `tone.${format}`);
  const codec = format === 'webm' ? ['-c:a', 'libopus', '-f', 'webm'] : ['-c:a', 'aac', '-f', 'mp4'];
  execFileSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=2', ...codec, file]);
  return new Uint8Array(readFileSync(file));
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'bw-contract-'));
  webm = recording('webm');
  server = await startServer({ env: { BW_DEV_TOOLS: '1' } });
  const port = new URL(server.url).port;
  client = new SeedClient(ORIGIN, `http://127.0.0.1:${port}/api`, `http://localhost:${port}/api`);
});
afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const answered = (n: number) => Array.from({ length: 40 }, (_, i) => (i < n ? `answer ${i + 1}` : ''));

describe('a learner’s journey with the seed-faithful client on its own origin', () => {
  let examId: number;
  let userId: number;
  let voiceUrl: string;

  it('logs in with a bot code: POST /auth/login/{code} with no body; message holds the token', async () => {
    const phone = nextPhone();
    const issued = await server.call('/dev/codes', { json: { phoneNumber: phone } });
    expect(issued.status).toBe(200);
    const logged = await client.login(issued.body.code);
    expect(logged.status).toBe(200);
    expect(logged.body.message).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    client.token = logged.body.message;
  });

  it('reads the header’s profile from the answer itself: name, phoneNumber, todayExamCount, balance, id', async () => {
    const profile = await client.profile();
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ phoneNumber: expect.stringMatching(/^\+?998/), todayExamCount: 0, balance: 0, id: expect.any(Number) });
    expect(profile.body).toHaveProperty('name');
    userId = profile.body.id;
    // The user state after login names the same id userId (it is also the payment account).
    expect(profile.body.userId).toBe(userId);
  });

  it('edits the name (PUT /user/update-information) and the header shows it', async () => {
    expect((await client.updateInformation('Aziza', 'Karimova')).status).toBe(200);
    expect((await client.profile()).body.name).toBe('Aziza');
  });

  it('loads the leaderboards without a token: top-10 array and the MONTHLY results list from page 0', async () => {
    const top = await client.top10();
    expect(top.status).toBe(200);
    expect(Array.isArray(top.body)).toBe(true);
    const monthly = await client.topMonthly();
    expect(monthly.status).toBe(200);
    expect(Array.isArray(monthly.body.results)).toBe(true);
  });

  it('starts card 1 of the test list: POST /ielts/exam/create?bookId= with no body; message holds the exam id', async () => {
    const created = await client.createExam(BOOK_ID);
    expect(created.status).toBe(200);
    examId = Number(created.body.message);
    expect(Number.isInteger(examId) && examId > 0).toBe(true);
    expect((await client.profile()).body.todayExamCount).toBe(1);
  });

  it('submits listening and reading answer sheets of 40 strings', async () => {
    for (const sectionType of ['LISTENING', 'READING'] as const) {
      const submitted = await client.submitInline(examId, sectionType, answered(5));
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      expect(typeof submitted.body.message).toBe('string');
    }
  });

  it('submits speaking as the browser recorded it: WebM/Opus labelled wav; statusCode 200', async () => {
    const submitted = await client.submitSpeaking(examId, 'How often do you buy things online?', 1, new Blob([webm as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.statusCode).toBe(200);
    // The same recording sent again (its answer lost on the way back) is the first answer; another one is refused.
    const again = await client.submitSpeaking(examId, 'How often do you buy things online?', 1, new Blob([webm as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }));
    expect(again.body).toEqual(submitted.body);
    const other = await client.submitSpeaking(examId, 'How often do you buy things online?', 1, new Blob([webm as Uint8Array<ArrayBuffer>, new Uint8Array([0])], { type: 'audio/wav' }));
    expect(other.body.statusCode).toBe(409);
  });

  it('submits writing: examId and a list of two {question, userAnswer}', async () => {
    const submitted = await client.submitWriting(examId, [
      { question: 'Describe the map.', userAnswer: 'The map shows a town centre that changed a great deal.' },
      { question: 'Technology and crime.', userAnswer: 'Technology helps the police, although criminals use it too.' },
    ]);
    expect(submitted.status).toBe(200);
  });

  it('lists my results from page 1 (a client counting from 1) with the attempt’s seed fields', async () => {
    const page1 = await client.myResults(1, 150);
    expect(page1.status).toBe(200);
    expect(page1.body.results).toHaveLength(1);
    expect(page1.body.results[0]).toMatchObject({ id: examId, examId, bookName: BOOK_NAME, status: 'PENDING', createdAt: expect.any(String) });
    for (const field of ['remainSection', 'remainTimeForEndExam', 'overall', 'reading', 'speaking', 'writing', 'listening']) {
      expect(page1.body.results[0]).toHaveProperty(field);
    }
    expect((await client.myResults(0, 150)).body.results).toHaveLength(1);
    expect((await client.myResults(2, 150)).body.results).toHaveLength(0);
  });

  it('shows the result pages: inline answers, writing answers, a speaking part with its transcription list', async () => {
    const listening = await client.inlineResult('LISTENING', examId);
    expect(listening.status).toBe(200);
    expect(listening.body.answers).toHaveLength(40);
    expect(listening.body.answers[0]).toEqual(expect.objectContaining({ userAnswer: 'answer 1', isTrue: expect.any(Boolean) }));
    expect(listening.body.answers[0]).toHaveProperty('trueAnswer');
    const writing = await client.writingResult(examId);
    expect(writing.status).toBe(200);
    expect(writing.body.answers[0]).toMatchObject({ question: 'Describe the map.', userAnswer: expect.stringContaining('town centre') });
    for (const field of ['feedback', 'taskBandScore', 'coherenceScore', 'grammarScore', 'lexicalResourceScore', 'taskAchievementScore']) {
      expect(writing.body.answers[0]).toHaveProperty(field);
    }
    const speaking = await client.speakingResult(examId, 1);
    expect(speaking.status).toBe(200);
    expect(speaking.body.part_number).toBe(1);
    for (const field of ['part_band_score', 'coherence_score', 'fluency_score', 'grammar_score', 'vocabulary_score', 'relevance_score', 'topic_dev_score']) {
      expect(speaking.body).toHaveProperty(field);
    }
    expect(speaking.body.transcription[0]).toMatchObject({ question: 'How often do you buy things online?', voiceUrl: expect.any(String) });
    voiceUrl = speaking.body.transcription[0].voiceUrl;
  });

  it('plays the recording back: speaking-voice path + voiceUrl streams the original WebM, and so does base + voiceUrl', async () => {
    const played = await client.speakingVoice(voiceUrl);
    expect(played.status).toBe(200);
    expect(played.contentType).toBe('audio/webm');
    expect(Buffer.from(played.bytes).equals(Buffer.from(webm))).toBe(true);
    const media = await client.media(client.base1, voiceUrl);
    expect(Buffer.from(media.bytes).equals(Buffer.from(webm))).toBe(true);
    const asClient = await client.speakingVoiceAsClient(voiceUrl);
    expect(asClient.status).toBe(200);
    expect(Buffer.from(asClient.bytes).equals(Buffer.from(webm))).toBe(true);
  });

  it('lists the multi-level exams on the second host: id and name', async () => {
    const exams = await client.exams();
    expect(exams.status).toBe(200);
    expect(exams.body).toContainEqual(expect.objectContaining({ id: MULTI_LEVEL_EXAM_ID, name: expect.any(String) }));
  });

  it('buys without money: an error other than 401 with a message (the not-enough-money modal)', async () => {
    const refused = await client.buyExam(MULTI_LEVEL_EXAM_ID, 'ai');
    expect(refused.status).not.toBe(401);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.message).toMatch(/not enough money/);
  });

  let multiLevelExamId: number;
  it('buys with money: exam.id; the balance falls', async () => {
    await server.db.update(users).set({ balance: 100_000 }).where(eq(users.id, userId));
    const bought = await client.buyExam(MULTI_LEVEL_EXAM_ID, 'ai');
    expect(bought.status).toBe(200);
    multiLevelExamId = bought.body.exam.id;
    expect(Number.isInteger(multiLevelExamId)).toBe(true);
    expect((await client.profile()).body.balance).toBeLessThan(100_000);
  });

  it("takes the multi-level sections as the seeds' client does: data.section and data.exam.id from start-exam, then each check's next_section", async () => {
    type Section = { id: number; type: string; duration: number; audio: string | null; parts: Array<{ id: number; questions: Array<{ id: number; type: string; answers: Array<{ id: number }> }> }> };
    const started = await client.startExam(multiLevelExamId);
    expect(started.status).toBe(200);
    // Seed 001: 'data stored as exam data'; the runner shows data.section and sends data.exam.id back as exam_id.
    const data = started.body as { section: Section | null; exam: { id: number }; duration: number };
    expect(data.exam.id).toBe(multiLevelExamId);
    expect(data.section).toMatchObject({ type: 'listening', duration: expect.any(Number), parts: expect.any(Array) });
    expect(data.section!.audio).toMatch(/^\/media\//);
    expect((await client.continueExam(multiLevelExamId)).body.section).toBe('listening');
    const nexts: unknown[] = [];
    // 'After a successful section check the stored next section updates and the runner shows the next stage.'
    for (let section = data.section; section; ) {
      // Speaking: each recording is uploaded as the question ends (a WebM/Opus named .ogg), then the section is checked.
      const uploads = new Map<number, string>();
      for (const q of section.parts.flatMap((part) => part.questions).filter((q) => q.type === 'speaking')) {
        const upload = await client.uploadSpeaking(data.exam.id, q.id, new Blob([webm as Uint8Array<ArrayBuffer>], { type: 'audio/ogg' }));
        expect(upload.status, JSON.stringify(upload.body)).toBe(200);
        expect(upload.body).toMatchObject({ id: expect.any(Number), audio_path: expect.any(String) });
        expect(upload.body).toHaveProperty('transcription');
        uploads.set(q.id, upload.body.audio_path);
      }
      const type = section.type;
      const parts = section.parts.map((part) => ({
        id: part.id,
        part_type: type,
        answers: part.questions.map((q) =>
          q.type === 'quiz'
            ? { question_id: q.id, answer_id: q.answers[0]?.id, question_type: 'quiz' }
            : q.type === 'speaking'
              ? { question_id: q.id, question_type: 'speaking', file_path: uploads.get(q.id), exam_id: data.exam.id }
              : q.type === 'essay'
                ? { question_id: q.id, question_type: 'essay', answer_text: 'An essay of mine.' }
                : { question_id: q.id, question_type: 'writing', answer_text: 'red', input_index: 0 },
        ),
      }));
      const checked = await client.check(section.id, data.exam.id, parts);
      expect(checked.status, JSON.stringify(checked.body)).toBe(200);
      expect(checked.body).toHaveProperty('section');
      expect(checked.body).toHaveProperty('exam');
      const next = checked.body.next_section as Section | null;
      if (next) expect(next).toMatchObject({ id: expect.any(Number), duration: expect.any(Number), parts: expect.any(Array) });
      nexts.push(next?.type ?? null);
      section = next;
    }
    expect(nexts).toEqual(['reading', 'writing', 'speaking', null]);
    expect((await client.finishExam(multiLevelExamId)).status).toBe(200);
    const mine = await client.myExams(userId);
    expect(mine.status).toBe(200);
    const item = mine.body.find((e: { id: number }) => e.id === multiLevelExamId);
    expect(item).toMatchObject({ id: multiLevelExamId, examName: expect.any(String), status: 'pending', type: 'ai' });
    for (const field of ['start_time', 'remainSection', 'result', 'score', 'section_scores']) expect(item).toHaveProperty(field);
    const listening = await client.myExamSection(multiLevelExamId, SECTION.listening);
    expect(listening.status).toBe(200);
    expect(listening.body.user_answers[0]).toMatchObject({ selected_answer: { answer: expect.any(String) }, is_correct: expect.any(Number) });
    for (const field of ['correct_answer', 'answer_text', 'score', 'file_path']) expect(listening.body.user_answers[0]).toHaveProperty(field);
    // The speaking results: a card per question with its recording, played from the client's playback base.
    const speaking = await client.myExamSection(multiLevelExamId, SECTION.speaking);
    const recorded = speaking.body.user_answers.find((a: { file_path: string | null }) => a.file_path);
    expect(recorded?.file_path).toEqual(expect.any(String));
    const played = await client.speakingVoiceAsClient(recorded.file_path);
    expect(played.status).toBe(200);
    expect(Buffer.from(played.bytes).equals(Buffer.from(webm))).toBe(true);
  });

  it('sends a contact message with the seed’s snake_case fields', async () => {
    const sent = await client.sendMessage({ message: 'Hello', first_name: 'Aziza', last_name: 'Karimova', email: 'a@example.uz', phone_number: '' });
    expect(sent.status).toBe(200);
  });

  it('posts the payment form (account[id] = the profile id, amount × 100) and the checkout reads those fields', async () => {
    const form = paymentForm(15_000, userId, 'merchant-id', 'http://localhost:5174/payment');
    // A form POST is a navigation, not a call a page reads: no CORS involved.
    const checkout = await fetch(`${client.base1}/payme/sandbox/checkout`, { method: 'POST', body: form });
    expect(checkout.status).toBe(200);
    const page = await checkout.text();
    expect(page).toContain(`name="account[id]" value="${userId}"`);
    expect(page).toContain('name="amount" value="1500000"');
  });

  it('reads the bonus page: name, refLink, registeredAt, bonusCount, welcomeCount', async () => {
    const bonus = await client.bonus();
    expect(bonus.status).toBe(200);
    expect(bonus.body).toMatchObject({ name: 'Aziza', refLink: expect.any(String), registeredAt: expect.any(String), bonusCount: 0, welcomeCount: 0 });
  });

  it('shows the graded results on both leaderboards under every name the seeds read', async () => {
    // Grading stands in here (its own suites test it): an IELTS overall and a multi-level score.
    await server.db.update(ieltsAttempts).set({ overall: 6.5 }).where(eq(ieltsAttempts.id, examId));
    await server.db.update(multiLevelAttempts).set({ score: 52 }).where(eq(multiLevelAttempts.id, multiLevelExamId));
    await invalidateLeaderboards(server.db);
    const top = await client.top10();
    expect(top.body).toContainEqual({ user_name: 'Aziza Karimova', score: 6.5, created_at: expect.any(String), examId });
    const monthly = await client.topMonthly();
    const entry = monthly.body.results.find((e: { examId: number }) => e.examId === multiLevelExamId);
    // The leaderboard reads user.name, overall, createdAt; the rating page user_name, score, created_at.
    expect(entry).toMatchObject({ user: { name: 'Aziza Karimova' }, overall: 52, createdAt: expect.any(String), user_name: 'Aziza Karimova', score: 52 });
    expect(entry.created_at).toBe(entry.createdAt);
  });

  it('a 401 answers status: 401 beside statusCode, readable cross-origin', async () => {
    const token = client.token;
    client.token = 'x'.repeat(40);
    try {
      const refused = await client.profile();
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ statusCode: 401, status: 401, message: expect.any(String) });
    } finally {
      client.token = token;
    }
  });
});

describe('the edges of the contract', () => {
  it('refuses an origin outside the configured list: the browser would hide every answer', async () => {
    const stranger = new SeedClient('https://evil.example', client.base1, client.base2);
    await expect(stranger.top10()).rejects.toThrow(CorsRefused);
  });

  it('in production answers only the configured origins', async () => {
    const production = await startServer({ env: { NODE_ENV: 'production', BW_DEV_TOOLS: '0', PAYME_KEY: 'prod-key', BW_CORS_ORIGINS: 'https://app.example.uz, https://m.example.uz/' } });
    try {
      const port = new URL(production.url).port;
      const bases = [`http://127.0.0.1:${port}/api`, `http://localhost:${port}/api`] as const;
      for (const origin of ['https://app.example.uz', 'https://m.example.uz']) {
        expect((await new SeedClient(origin, ...bases).top10()).status).toBe(200);
      }
      await expect(new SeedClient(ORIGIN, ...bases).top10()).rejects.toThrow(CorsRefused);
    } finally {
      await production.close();
    }
  });

  it('refuses content in a Content-Type it does not read, with 415', async () => {
    const response = await fetch(`${client.base1}/user/send-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'message=hi',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ statusCode: 415, status: 415 });
  });

  it('refuses a file that is not audio, and one that claims to be WebM but does not decode, with 415', async () => {
    const phone = nextPhone();
    const code = (await server.call('/dev/codes', { json: { phoneNumber: phone } })).body.code;
    const learner = new SeedClient(ORIGIN, client.base1, client.base2);
    learner.token = (await learner.login(code)).body.message;
    const examId = Number((await learner.createExam(BOOK_ID)).body.message);
    await learner.submitInline(examId, 'LISTENING', answered(0));
    await learner.submitInline(examId, 'READING', answered(0));
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(56).fill(0)]);
    const notAudio = await learner.submitSpeaking(examId, 'Q', 1, new Blob([png], { type: 'audio/wav' }));
    expect(notAudio.status).toBe(415);
    expect(notAudio.body.message).toMatch(/WAV, WebM\/Opus, Ogg\/Opus or MP4\/AAC/);
    const fakeWebm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...new Array(200).fill(7)]);
    const broken = await learner.submitSpeaking(examId, 'Q', 1, new Blob([fakeWebm], { type: 'audio/wav' }));
    expect(broken.status).toBe(415);
    expect(broken.body.message).toMatch(/could not be decoded/);
    // MP4/AAC, as Safari records, is taken.
    const mp4 = await learner.submitSpeaking(examId, 'Q', 1, new Blob([recording('mp4') as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }));
    expect(mp4.status, JSON.stringify(mp4.body)).toBe(200);
  });

  it('serves static media from the host root as well as under the API base', async () => {
    const root = client.base1.replace(/\/api$/, '');
    // A shipped picture, under the path the data gives ('/media/...').
    const picture = '/media/ielts/book2/writing-task1.svg';
    const underApi = await client.media(client.base1, picture);
    const fromRoot = await client.media(root, picture);
    expect(underApi.status).toBe(200);
    expect(fromRoot.status).toBe(200);
    expect(Buffer.from(fromRoot.bytes).equals(Buffer.from(underApi.bytes))).toBe(true);
    expect((await client.media(root, '/media/nothing-here.svg')).status).toBe(404);
  });

  it('plays a recording to its owner only when a bearer token comes with the request', async () => {
    const owner = await client.speakingResult(1, 1);
    const voiceUrl: string = owner.body.transcription[0].voiceUrl;
    const code = (await server.call('/dev/codes', { json: { phoneNumber: nextPhone() } })).body.code;
    const other = new SeedClient(ORIGIN, client.base1, client.base2);
    other.token = (await other.login(code)).body.message;
    const asOther = await other.call(other.base1, 'GET', `/ielts/exam/result/speaking-voice${voiceUrl}`, { bearer: true });
    expect(asOther.status).toBe(404);
    const asOwner = await client.call(client.base1, 'GET', `/ielts/exam/result/speaking-voice${voiceUrl}`, { bearer: true });
    expect(asOwner.status).toBe(200);
    expect(asOwner.contentType).toBe('audio/webm');
    expect((await client.speakingVoice('/media/uploads/ielts/0123456789abcdef0123456789abcdef.webm')).status).toBe(404);
  });
});
