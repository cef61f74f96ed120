import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/codes';
import { LOGIN_LIMITS } from '../src/auth/limits';
import { authAttempts, loginCodes, sessions, users } from '../src/db/schema';
import { isErrorBody, login, nextPhone, serverForFile, startServer } from './helpers';

const server = serverForFile();

describe('development code issuer and login', () => {
  it('issues a 6-digit code and logs in with it; message holds an opaque token stored only as its hash', async () => {
    const phone = nextPhone();
    const issued = await server.call('/dev/codes', { json: { phoneNumber: phone } });
    expect(issued.status).toBe(200);
    expect(issued.body.code).toMatch(/^\d{6}$/);
    expect(issued.body.phoneNumber).toBe(phone);

    const [stored] = await server.db.select().from(loginCodes).where(eq(loginCodes.codeHash, sha256(issued.body.code)));
    expect(stored).toBeDefined();
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const logged = await server.call(`/auth/login/${issued.body.code}`, { method: 'POST' });
    expect(logged.status).toBe(200);
    expect(logged.body.statusCode).toBe(200);
    expect(logged.body.message).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await server.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(logged.body.message)));
    expect(rows).toHaveLength(1);
    const all = await server.db.select().from(sessions);
    expect(all.some((s) => s.tokenHash === logged.body.message)).toBe(false);
  });

  it('accepts a code once only', async () => {
    const issued = await server.call('/dev/codes', { json: { phoneNumber: nextPhone() } });
    expect((await server.call(`/auth/login/${issued.body.code}`, { method: 'POST' })).status).toBe(200);
    const again = await server.call(`/auth/login/${issued.body.code}`, { method: 'POST' });
    expect(again.status).toBe(401);
    expect(isErrorBody(again.body, 401)).toBe(true);
  });

  it('refuses an expired code', async () => {
    const issued = await server.call('/dev/codes', { json: { phoneNumber: nextPhone() } });
    await server.db
      .update(loginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginCodes.codeHash, sha256(issued.body.code)));
    const late = await server.call(`/auth/login/${issued.body.code}`, { method: 'POST' });
    expect(late.status).toBe(401);
    expect(late.body.message).toMatch(/expired/);
  });

  it('a new code replaces the previous one', async () => {
    const phone = nextPhone();
    const first = await server.call('/dev/codes', { json: { phoneNumber: phone } });
    const second = await server.call('/dev/codes', { json: { phoneNumber: phone } });
    expect((await server.call(`/auth/login/${first.body.code}`, { method: 'POST' })).status).toBe(401);
    expect((await server.call(`/auth/login/${second.body.code}`, { method: 'POST' })).status).toBe(200);
  });

  it('answers 400 for a code that is not 6 digits and for a bad phone number', async () => {
    for (const code of ['12345', '1234567', 'abcdef']) {
      const response = await server.call(`/auth/login/${code}`, { method: 'POST' });
      expect(response.status).toBe(400);
      expect(isErrorBody(response.body, 400)).toBe(true);
    }
    const bad = await server.call('/dev/codes', { json: { phoneNumber: 'call me' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/phoneNumber/);
  });

  it('limits tries per code value (5) and per client address (20) with a growing delay, not a lockout of right codes', async () => {
    await server.db.delete(authAttempts);
    const wrong = '000001';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await server.call(`/auth/login/${wrong}`, { method: 'POST' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const limited = await server.call(`/auth/login/${wrong}`, { method: 'POST' });
    expect(limited.status).toBe(429);
    expect(isErrorBody(limited.body, 429)).toBe(true);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    // Refused tries are given back to the address; 15 more distinct wrong codes make its 20, and the next try waits.
    for (let i = 0; i < 15; i += 1) {
      const response = await server.call(`/auth/login/${String(100000 + i)}`, { method: 'POST' });
      expect(response.status).toBe(401);
    }
    await server.db.update(authAttempts).set({ nextAllowedAt: sql`now() + interval '1 minute'` }).where(eq(authAttempts.key, 'ip:127.0.0.1'));
    const issued = await server.call('/dev/codes', { json: { phoneNumber: nextPhone() } });
    const waiting = await server.call(`/auth/login/${issued.body.code}`, { method: 'POST' });
    expect(waiting.status).toBe(429);
    expect(waiting.body.message).toMatch(/Try again in \d+ s/);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(50);
    // Once the wait is over the right code gets in: a delay, never a lockout.
    await server.db.update(authAttempts).set({ nextAllowedAt: sql`now()` }).where(eq(authAttempts.key, 'ip:127.0.0.1'));
    expect((await server.call(`/auth/login/${issued.body.code}`, { method: 'POST' })).status).toBe(200);
    // Each try past the limit doubles the next wait.
    const [row] = await server.db.select().from(authAttempts).where(eq(authAttempts.key, 'ip:127.0.0.1'));
    expect(row?.count).toBe(20);
    await server.db.update(authAttempts).set({ nextAllowedAt: sql`now()` }).where(eq(authAttempts.key, 'ip:127.0.0.1'));
    await server.call('/auth/login/123456', { method: 'POST' });
    const [after] = await server.db.select().from(authAttempts).where(eq(authAttempts.key, 'ip:127.0.0.1'));
    expect(after!.nextAllowedAt.getTime() - Date.now()).toBeGreaterThan(LOGIN_LIMITS.firstDelaySeconds * 1000 + 1000);
  });

  it('parallel guesses cannot overrun the limits: of 100 at once, at most 20 per address and 5 per code value are tried', async () => {
    await server.db.delete(authAttempts);
    const distinct = await Promise.all(
      Array.from({ length: 100 }, (_, i) => server.call(`/auth/login/${String(200000 + i)}`, { method: 'POST' }).then((r) => r.status)),
    );
    expect(distinct.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_LIMITS.perAddress);
    expect(distinct.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(distinct.every((s) => s === 401 || s === 429)).toBe(true);

    await server.db.delete(authAttempts);
    const same = await Promise.all(Array.from({ length: 100 }, () => server.call('/auth/login/300000', { method: 'POST' }).then((r) => r.status)));
    expect(same.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_LIMITS.perCode);
    expect(same.every((s) => s === 401 || s === 429)).toBe(true);
    await server.db.delete(authAttempts);
  });
});

describe('bearer guard and sessions', () => {
  it('answers 401 {statusCode, message} for a missing, malformed, unknown or revoked token', async () => {
    const noToken = await server.call('/user/profile');
    expect(noToken.status).toBe(401);
    expect(isErrorBody(noToken.body, 401)).toBe(true);
    const malformed = await server.call('/user/profile', { headers: { authorization: 'Bearer' } });
    expect(malformed.status).toBe(401);
    const basic = await server.call('/user/profile', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.status).toBe(401);
    const unknown = await server.call('/user/profile', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(401);

    const { token } = await login(server, nextPhone());
    expect((await server.call('/user/profile', { token })).status).toBe(200);
    const out = await server.call('/auth/logout', { method: 'POST', token });
    expect(out.status).toBe(200);
    const revoked = await server.call('/user/profile', { token });
    expect(revoked.status).toBe(401);
    expect(isErrorBody(revoked.body, 401)).toBe(true);
  });

  it('checks roles: the admin list of contact messages is 403 for a learner and 200 for an admin', async () => {
    const learner = await login(server, nextPhone());
    const denied = await server.call('/admin/messages', { token: learner.token });
    expect(denied.status).toBe(403);
    expect(isErrorBody(denied.body, 403)).toBe(true);
    await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, learner.userId));
    const allowed = await server.call('/admin/messages', { token: learner.token });
    expect(allowed.status).toBe(200);
    expect(Array.isArray(allowed.body)).toBe(true);
  });
});

describe('profile', () => {
  it('GET /user/profile answers data {name, phoneNumber, todayExamCount, balance}', async () => {
    const phone = nextPhone();
    const { token } = await login(server, phone);
    const profile = await server.call('/user/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ name: null, phoneNumber: phone, todayExamCount: 0, balance: 0, role: 'learner' });
    expect(typeof profile.body.data.id).toBe('number');
  });

  it('PUT /user/update-information {name, surname} saves both and requires both', async () => {
    const { token } = await login(server, nextPhone());
    const saved = await server.call('/user/update-information', { method: 'PUT', token, json: { name: ' Aziza ', surname: 'Karimova' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Aziza', surname: 'Karimova' });
    const profile = await server.call('/user/profile', { token });
    expect(profile.body.data.name).toBe('Aziza');

    const missing = await server.call('/user/update-information', { method: 'PUT', token, json: { name: 'Only' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/surname/);
    const blank = await server.call('/user/update-information', { method: 'PUT', token, json: { name: '', surname: 'X' } });
    expect(blank.status).toBe(400);
    const typed = await server.call('/user/update-information', { method: 'PUT', token, json: { name: 5, surname: ['X'] } });
    expect(typed.status).toBe(400);
  });
});

describe('session expiry and logging out everywhere', () => {
  it('a session ends after BW_SESSION_DAYS without use, and each use slides its end forward', async () => {
    const { token, userId } = await login(server, nextPhone());
    const [created] = await server.db.select().from(sessions).where(eq(sessions.userId, userId));
    const days = (created!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // Used 10 days ago: still live, and this use moves the end back to 30 days from now.
    await server.db.update(sessions).set({ expiresAt: sql`now() + interval '20 days'` }).where(eq(sessions.id, created!.id));
    expect((await server.call('/user/profile', { token })).status).toBe(200);
    const [slid] = await server.db.select().from(sessions).where(eq(sessions.id, created!.id));
    expect((slid!.expiresAt.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29.9);

    // Not used for 30 days: over.
    await server.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.id, created!.id));
    const expired = await server.call('/user/profile', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/session has ended/);
  });

  it('the idle time comes from BW_SESSION_DAYS', async () => {
    const short = await startServer({ env: { BW_SESSION_DAYS: '0.5' } });
    try {
      const { userId } = await login(short, nextPhone());
      const [row] = await short.db.select().from(sessions).where(eq(sessions.userId, userId));
      expect(row!.idleSeconds).toBe(43_200);
      expect((row!.expiresAt.getTime() - Date.now()) / 3_600_000).toBeCloseTo(12, 0);
    } finally {
      await short.close();
    }
  });

  it("a learner's 'log out everywhere' ends every one of their sessions and no one else's", async () => {
    const phone = nextPhone();
    const phoneA = await login(server, phone);
    const laptop = await login(server, phone);
    const other = await login(server, nextPhone());
    const out = await server.call('/auth/logout-everywhere', { method: 'POST', token: phoneA.token });
    expect(out.status).toBe(200);
    expect(out.body.message).toMatch(/2 sessions ended/);
    for (const token of [phoneA.token, laptop.token]) expect((await server.call('/user/profile', { token })).status).toBe(401);
    expect((await server.call('/user/profile', { token: other.token })).status).toBe(200);
    expect((await server.call('/auth/logout-everywhere', { method: 'POST' })).status).toBe(401);
  });

  it("an admin revokes a user's sessions; learners may not", async () => {
    const victim = await login(server, nextPhone());
    const admin = await login(server, nextPhone());
    await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
    const learner = await login(server, nextPhone());
    const refused = await server.call(`/admin/users/${victim.userId}/revoke-sessions`, { method: 'POST', token: learner.token });
    expect(refused.status).toBe(403);
    expect((await server.call('/user/profile', { token: victim.token })).status).toBe(200);

    const revoked = await server.call(`/admin/users/${victim.userId}/revoke-sessions`, { method: 'POST', token: admin.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toMatch(/1 session ended/);
    expect((await server.call('/user/profile', { token: victim.token })).status).toBe(401);
    expect((await server.call('/admin/users/99999999/revoke-sessions', { method: 'POST', token: admin.token })).status).toBe(404);
    // Tokens are kept as their hash only.
    const stored = await server.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, victim.userId));
    expect(stored.map((row) => row.tokenHash)).toEqual([sha256(victim.token)]);
  });
});
