import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createReadCache } from '../src/cache/readCache';
import { ieltsAttempts } from '../src/db/schema';
import { refreshIeltsAttempt } from '../src/exams/ielts';
import { saveSetting } from '../src/settings';
import { BOOK_ID } from './fixtures';
import { login, nextPhone, serverForFile } from './helpers';

const server = serverForFile();

describe('the read cache', () => {
  it('keeps a value for its TTL, shares one load between concurrent readers, and forgets failures and clears', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createReadCache<number>(1000, () => clock);
    const db = {};
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await Promise.all([cache.get(db, 'k', load), cache.get(db, 'k', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get(db, 'k', load)).toBe(1);
    clock = 1000;
    expect(await cache.get(db, 'k', load)).toBe(2);
    cache.clear();
    expect(await cache.get(db, 'k', load)).toBe(3);
    expect(await cache.get({}, 'k', load)).toBe(4); // another database has its own values
    await expect(cache.get(db, 'bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(db, 'bad', async () => 7)).toBe(7);
  });

  it('holds at most its bound of entries, whatever keys requests make', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createReadCache<number>(1000, () => clock, 3);
    const db = {};
    const load = async () => (loads += 1);
    for (const key of ['a', 'b', 'c']) await cache.get(db, key, load);
    clock = 2000; // a, b and c are stale now
    await cache.get(db, 'd', load); // the stale ones go to make room
    expect(await cache.get(db, 'd', load)).toBe(4);
    await cache.get(db, 'e', load);
    await cache.get(db, 'f', load);
    await cache.get(db, 'g', load); // all three live: the map starts over
    expect(await cache.get(db, 'g', load)).toBe(7);
    expect(await cache.get(db, 'e', load)).toBe(8); // e was dropped with the rest
  });
});

describe('cached leaderboards and settings', () => {
  it('shows a completed exam and a new name on the cached top-10 at once', async () => {
    const before = await server.call('/user/top-10');
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toMatch(/^application\/json/);
    expect(before.body).toEqual([]);

    const { token, userId } = await login(server, nextPhone());
    const created = await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token });
    const examId = Number(created.body.message);
    // The graders' path: bands stored, then refreshIeltsAttempt completes the attempt.
    await server.db
      .update(ieltsAttempts)
      .set({ listening: 8, reading: 8, writing: 7, speaking: 7, remainSection: null })
      .where(eq(ieltsAttempts.id, examId));
    await refreshIeltsAttempt(server.db, examId);
    const after = await server.call('/user/top-10');
    expect(after.body).toEqual([{ user_name: null, score: 7.5, created_at: expect.any(String), examId }]);

    await server.call('/user/update-information', { method: 'PUT', token, json: { name: 'Quick', surname: 'Cache' } });
    expect((await server.call('/user/top-10')).body[0]).toMatchObject({ user_name: 'Quick Cache', examId });
    expect(userId).toBeGreaterThan(0);
  });

  it('applies a saved setting at once', async () => {
    expect((await server.call('/settings/public')).body.maintenance.enabled).toBe(false);
    await saveSetting(server.db, 'maintenance', { enabled: true });
    try {
      const settings = await server.call('/settings/public');
      expect(settings.body.maintenance).toMatchObject({ enabled: true });
    } finally {
      await saveSetting(server.db, 'maintenance', { enabled: false });
    }
    expect((await server.call('/settings/public')).body.maintenance.enabled).toBe(false);
  });
});
