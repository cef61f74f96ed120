import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findOrCreateUser } from '../src/auth/users';
import { defaultContentMediaDir } from '../src/config';
import { users } from '../src/db/schema';
import { changeBalance } from '../src/ledger/ledger';
import { MULTI_LEVEL_EXAM_ID } from './fixtures';
import { isErrorBody, nextPhone, serverForFile, userWithRole, type StaffTestUser } from './helpers';

/**
 * The admin console's calls over HTTP: settings changed with validation and in effect at once (a purchase pays the new
 * price), the contact inbox, brand media replaced (checked by bytes and size), and every change in the audit log.
 */

const server = serverForFile();
let admin: StaffTestUser;
let learner: StaffTestUser;
beforeAll(async () => {
  admin = await userWithRole(server, 'admin', 'Aziza');
  learner = await userWithRole(server, 'learner', 'Lola');
});

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const settingsOf = async () => (await server.call('/admin/settings', { token: admin.token })).body;
const auditOf = async (action: string) => (await server.call(`/admin/audit?action=${action}`, { token: admin.token })).body.items;

describe('who may call', () => {
  it('answers 401 without a token and 403 to a learner and an examiner on every console call', async () => {
    const examiner = await userWithRole(server, 'examiner');
    const calls = (token?: string) => [
      server.call('/admin/settings', { token }),
      server.call('/admin/settings', { method: 'PUT', token, json: { section: 'referral', value: { bonusExams: 5 } } }),
      server.call('/admin/media/logo', { token, form: { file: { bytes: png, filename: 'logo.png' } } }),
      server.call('/admin/messages?state=unread', { token }),
      server.call('/admin/messages/1/read', { method: 'PUT', token, json: { read: true } }),
      server.call('/admin/audit', { token }),
    ];
    for (const answer of await Promise.all(calls())) expect(answer.status).toBe(401);
    for (const token of [learner.token, examiner.token]) {
      for (const answer of await Promise.all(calls(token))) {
        expect(answer.status).toBe(403);
        expect(isErrorBody(answer.body, 403)).toBe(true);
      }
    }
    expect((await settingsOf()).referral.bonusExams).toBe(1);
  });
});

describe('settings', () => {
  it('refuses a bad value with the field and the reason, and changes nothing', async () => {
    const before = await settingsOf();
    const bad = [
      { section: 'prices', value: { multiLevel: { ai: -1, human: 50_000 } } },
      { section: 'prices', value: { multiLevel: { ai: 1.5, human: 50_000 } } },
      { section: 'brand', value: { ...before.brand, academyUrl: 'javascript:alert(1)' } },
      { section: 'brand', value: { ...before.brand, logoUrl: '/etc/passwd' } },
      { section: 'maintenance', value: { enabled: true, messages: { ...before.maintenance.messages, uz: { title: '', text: 'x' } } } },
      { section: 'limits', value: { ieltsDailyExams: 1000, trialCount: 3 } },
      { section: 'robots', value: {} },
    ];
    for (const json of bad) {
      const answer = await server.call('/admin/settings', { method: 'PUT', token: admin.token, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(isErrorBody(answer.body, 400)).toBe(true);
    }
    const refused = await server.call('/admin/settings', { method: 'PUT', token: admin.token, json: bad[2] });
    expect(refused.body.message).toMatch(/academyUrl.*https:\/\//);
    expect(await settingsOf()).toEqual(before);
  });

  it('a new multi-level price is in effect at once: the public settings show it and a purchase pays it', async () => {
    const changed = await server.call('/admin/settings', { method: 'PUT', token: admin.token, json: { section: 'prices', value: { multiLevel: { ai: 31_000, human: 62_000 } } } });
    expect(changed.status).toBe(200);
    expect(changed.body.prices).toEqual({ currency: 'uzs', multiLevel: { ai: 31_000, human: 62_000 } });
    expect((await server.call('/settings/public')).body.prices.multiLevel).toEqual({ ai: 31_000, human: 62_000 });
    const buyer = await userWithRole(server, 'learner');
    await server.db.transaction((tx) => changeBalance(tx, { userId: buyer.userId, amount: 40_000, cause: 'admin-adjustment', reference: `test:${buyer.userId}` }));
    const bought = await server.call('/user/buy-exam', { token: buyer.token, form: { mock_exam_id: String(MULTI_LEVEL_EXAM_ID), type: 'ai' } });
    expect(bought.status).toBe(200);
    const [row] = await server.db.select({ balance: users.balance }).from(users).where(eq(users.id, buyer.userId));
    expect(row?.balance).toBe(9_000);
    const [entry] = await auditOf('settings.prices');
    expect(entry).toMatchObject({
      action: 'settings.prices',
      actor: { id: admin.userId, name: 'Aziza Test' },
      before: { multiLevel: { ai: 25_000, human: 50_000 } },
      after: { multiLevel: { ai: 31_000, human: 62_000 } },
    });
  });

  it('the maintenance notice goes on with its three texts, and the limits and the referral bonus change', async () => {
    const messages = {
      uz: { title: 'Diqqat !', text: 'Bugun soat 22:00 gacha texnik ishlar.' },
      ru: { title: 'Внимание!', text: 'Сегодня до 22:00 технические работы.' },
      en: { title: 'Attention!', text: 'Maintenance until 22:00 today.' },
    };
    expect((await server.call('/admin/settings', { method: 'PUT', token: admin.token, json: { section: 'maintenance', value: { enabled: true, messages } } })).status).toBe(200);
    expect((await server.call('/settings/public')).body.maintenance).toEqual({ enabled: true, messages });
    expect((await auditOf('settings.maintenance'))[0]).toMatchObject({ before: { enabled: false }, after: { enabled: true, messages } });

    expect((await server.call('/admin/settings', { method: 'PUT', token: admin.token, json: { section: 'limits', value: { ieltsDailyExams: 5, trialCount: 2 } } })).status).toBe(200);
    // The fields the console does not edit keep their values.
    expect((await server.call('/settings/public')).body.limits).toMatchObject({ ieltsDailyExams: 5, trialCount: 2, ieltsAttemptSeconds: 14_400 });

    expect((await server.call('/admin/settings', { method: 'PUT', token: admin.token, json: { section: 'referral', value: { bonusExams: 2 } } })).status).toBe(200);
    const [inviter] = await server.db.select().from(users).where(eq(users.id, admin.userId));
    await findOrCreateUser(server.db, { phoneNumber: nextPhone(), invitedByRef: inviter!.refCode });
    const [after] = await server.db.select({ bonus: users.bonusAvailable }).from(users).where(eq(users.id, admin.userId));
    expect(after?.bonus).toBe(inviter!.bonusAvailable + 2);
  });
});

describe('brand media', () => {
  it('replaces the logo with a checked image, served at once; refuses other types and oversize files', async () => {
    const uploaded = await server.call('/admin/media/logo', { token: admin.token, form: { file: { bytes: png, filename: 'logo.png', type: 'image/png' } } });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.url).toMatch(/^\/media\/uploads\/brand\/[0-9a-f]{32}\.png$/);
    expect(uploaded.body.settings.brand.logoUrl).toBe(uploaded.body.url);
    expect((await server.call('/settings/public')).body.brand.logoUrl).toBe(uploaded.body.url);
    const served = await server.call(uploaded.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await auditOf('media.logo'))[0]).toMatchObject({ before: { logoUrl: '/media/brand/logo.svg' }, after: { logoUrl: uploaded.body.url } });

    // The shipped tutorial video is a valid replacement of itself: stored, served as video, and in effect.
    const mp4 = new Uint8Array(readFileSync(path.join(defaultContentMediaDir, 'brand', 'manual.mp4')));
    const video = await server.call('/admin/media/video', { token: admin.token, form: { file: { bytes: mp4, filename: 'tutorial.mp4', type: 'video/mp4' } } });
    expect(video.status).toBe(200);
    expect((await server.call('/settings/public')).body.brand.tutorialVideoUrl).toBe(video.body.url);
    const played = await server.call(video.body.url);
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('video/mp4');
    expect(Number(played.headers.get('content-length') ?? played.text.length)).toBeGreaterThan(0);

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refusals = [
      await server.call('/admin/media/logo', { token: admin.token, form: { file: { bytes: svg, filename: 'logo.png', type: 'image/png' } } }),
      await server.call('/admin/media/video', { token: admin.token, form: { file: { bytes: png, filename: 'manual.mp4', type: 'video/mp4' } } }),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(415);
      expect(answer.body.message).toMatch(/must be (PNG|MP4)/);
    }
    const big = new Uint8Array(600 * 1024);
    big.set(png);
    const tooBig = await server.call('/admin/media/logo', { token: admin.token, form: { file: { bytes: big, filename: 'logo.png' } } });
    expect(tooBig.status).toBe(413);
    expect((await settingsOf()).brand.logoUrl).toBe(uploaded.body.url);
  });
});

describe('the contact inbox', () => {
  it('lists, searches, marks read and unread; each mark is in the audit log', async () => {
    const sent = await server.call('/user/send-message', {
      token: learner.token,
      json: { message: 'My speaking result did not arrive', first_name: 'Lola', last_name: 'Karimova', email: 'lola@example.com', phone_number: '+998901112233' },
    });
    expect(sent.status).toBe(200);
    const unread = await server.call('/admin/messages?state=unread', { token: admin.token });
    const message = unread.body.find((m: { message: string }) => m.message === 'My speaking result did not arrive');
    expect(message).toMatchObject({ first_name: 'Lola', read_at: null, user_phone: learner.phone, phone_number: '+998901112233' });
    expect((await server.call('/admin/messages?q=speaking%20result', { token: admin.token })).body.map((m: { id: number }) => m.id)).toEqual([message.id]);
    expect((await server.call('/admin/messages?q=1112233', { token: admin.token })).body.map((m: { id: number }) => m.id)).toEqual([message.id]);
    expect((await server.call('/admin/messages?q=nothing-like-this', { token: admin.token })).body).toEqual([]);

    expect((await server.call(`/admin/messages/${message.id}/read`, { method: 'PUT', token: admin.token, json: { read: true } })).status).toBe(200);
    const read = await server.call('/admin/messages?state=read', { token: admin.token });
    expect(read.body.find((m: { id: number }) => m.id === message.id).read_at).not.toBeNull();
    expect((await server.call('/admin/messages?state=unread', { token: admin.token })).body.some((m: { id: number }) => m.id === message.id)).toBe(false);
    expect((await server.call(`/admin/messages/${message.id}/read`, { method: 'PUT', token: admin.token, json: { read: false } })).status).toBe(200);
    expect((await server.call('/admin/messages/999999/read', { method: 'PUT', token: admin.token, json: { read: true } })).status).toBe(404);

    const marks = await auditOf('message');
    expect(marks.slice(0, 2).map((e: { action: string; target: string }) => `${e.action} ${e.target}`)).toEqual([`message.unread message:${message.id}`, `message.read message:${message.id}`]);
  });
});

describe('the audit log', () => {
  it('records role changes, adjustments and revoked sessions with before and after, newest first', async () => {
    const other = await userWithRole(server, 'learner');
    await server.call(`/admin/users/${other.userId}/role`, { method: 'PUT', token: admin.token, json: { role: 'examiner' } });
    await server.call(`/admin/users/${other.userId}/adjustments`, { token: admin.token, json: { amount: 7_000, reason: 'Refund for a failed upload' } });
    await server.call(`/admin/users/${other.userId}/revoke-sessions`, { method: 'POST', token: admin.token });
    const { items, total } = (await server.call('/admin/audit?size=3', { token: admin.token })).body;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(items.map((e: { action: string }) => e.action)).toEqual(['user.sessions', 'user.adjustment', 'user.role']);
    for (const entry of items) expect(entry).toMatchObject({ target: `user:${other.userId}`, actor: { id: admin.userId } });
    expect(items[2]).toMatchObject({ before: { role: 'learner' }, after: { role: 'examiner' } });
    expect(items[1]).toMatchObject({ before: { balance: 0 }, after: { balance: 7_000, amount: 7_000, reason: 'Refund for a failed upload' } });
    expect(items[0]).toMatchObject({ after: { ended: 1 } });
    expect((await server.call('/user/profile', { token: other.token })).status).toBe(401);
  });
});
