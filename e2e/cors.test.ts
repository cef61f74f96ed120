import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { browserForFile, devCode } from './browser';

/**
 * The seeds' client runs on its own origin (PRODUCT.md section 2): a page served by another server, on another
 * origin, calls the API in Chromium and reads the answers — the login (a body-less POST), the profile with a bearer
 * token (a preflighted call), an IELTS exam created as axios sends `post(url, null)` — while a page on an origin
 * outside the allowed list gets nothing it can read. Chromium enforces CORS here, not our code.
 */
const apiBase = `${inject('baseUrl')}/api`;

const browser = browserForFile();
let pageServer: Server;
let port: number;

beforeAll(async () => {
  // An empty page: the origin is all it brings.
  pageServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><head><title>Seed client</title></head><body><main>seed client</main></body></html>');
  });
  // 0.0.0.0: the page is reached as http://localhost:<port> (allowed outside production) and http://127.0.0.2:<port> (not).
  await new Promise<void>((resolve) => pageServer.listen(0, '0.0.0.0', resolve));
  port = (pageServer.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => pageServer?.close(resolve));
});

async function pageOn(origin: string): Promise<Page> {
  const page = await browser().newPage();
  await page.goto(`${origin}/`);
  return page;
}

type Journey = { login: number; token: string; profile: Record<string, unknown>; created: { status: number; message: string } };

/** What the seed client does in the page: login, profile, exam create; everything read from the answers. */
const journey = (page: Page, code: string) =>
  page.evaluate(
    async ({ api, code }): Promise<Journey> => {
      const login = await fetch(`${api}/auth/login/${code}`, { method: 'POST' });
      const token = ((await login.json()) as { message: string }).message;
      const auth = { Authorization: `Bearer ${token}` };
      const profile = (await (await fetch(`${api}/user/profile`, { headers: auth })).json()) as Record<string, unknown>;
      const created = await fetch(`${api}/ielts/exam/create?bookId=1`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      const createdBody = (await created.json()) as { message: string };
      return { login: login.status, token, profile, created: { status: created.status, message: createdBody.message } };
    },
    { api: apiBase, code },
  );

describe('a page on another origin', () => {
  it('logs in, reads the profile and creates an IELTS exam across origins', async () => {
    const phone = `+99896${String(Date.now()).slice(-7)}`;
    const page = await pageOn(`http://localhost:${port}`);
    const result = await journey(page, await devCode(phone));
    expect(result.login).toBe(200);
    expect(result.token.length).toBeGreaterThan(20);
    expect(result.profile).toMatchObject({ phoneNumber: phone, todayExamCount: 0, balance: expect.any(Number), id: expect.any(Number) });
    expect(result.created.status).toBe(200);
    expect(Number(result.created.message)).toBeGreaterThan(0);
    await page.close();
  });

  it('outside the allowed origins, reads nothing', async () => {
    const page = await pageOn(`http://127.0.0.2:${port}`);
    const outcome = await page.evaluate(async (api) => {
      try {
        await fetch(`${api}/user/top-10`);
        return 'read';
      } catch (error) {
        return (error as Error).name;
      }
    }, apiBase);
    expect(outcome).toBe('TypeError');
    await page.close();
  });
});
