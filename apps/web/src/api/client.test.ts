import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The client's only browser needs: the page's origin, the stored token and the learner's language.
vi.mock('../auth/token', () => ({ getToken: () => 'token-1' }));
vi.mock('../i18n/i18n', () => ({ currentLocale: () => 'en' }));
vi.stubGlobal('window', { location: { origin: 'http://bandwise.test' } });

const { ApiError, BUSY_RETRIES, request, retryAfterMs } = await import('./client');

type Answer = { status: number; body?: unknown; retryAfter?: string };

/** A server that answers the given answers in turn, recording every request it gets. */
function serverAnswering(...answers: Answer[]) {
  const requests: Array<{ url: string; method: string; body: unknown; at: number }> = [];
  const fetch = vi.fn(async (url: URL, init: RequestInit) => {
    requests.push({ url: String(url), method: init.method ?? 'GET', body: init.body, at: performance.now() });
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)]!;
    const headers = new Headers({ 'content-type': 'application/json' });
    if (answer.retryAfter !== undefined) headers.set('retry-after', answer.retryAfter);
    return new Response(JSON.stringify(answer.body ?? { statusCode: answer.status, message: answer.status === 503 ? 'The server is busy.' : 'ok' }), { status: answer.status, headers });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

beforeEach(() => vi.stubGlobal('window', { location: { origin: 'http://bandwise.test' } }));
afterEach(() => vi.unstubAllGlobals());

describe('a busy server (503 with Retry-After)', () => {
  it('is asked again after the time it gives, and its answer is the call’s', async () => {
    const requests = serverAnswering({ status: 503, retryAfter: '1' }, { status: 200, body: { statusCode: 200, answers: [] } });
    const answer = await request<{ answers: unknown[] }>('/ielts/exam/result/get-results-inline/LISTENING/1');
    expect(answer).toEqual({ statusCode: 200, answers: [] });
    expect(requests).toHaveLength(2);
    expect(requests[1]!.at - requests[0]!.at).toBeGreaterThanOrEqual(1000);
  });

  it('a submission is sent again unchanged (the server takes the same answers as the first submission)', async () => {
    const requests = serverAnswering({ status: 503, retryAfter: '0' }, { status: 200, body: { statusCode: 200, message: 'Writing submitted' } });
    const body = { examId: 7, list: [{ question: 'Q1', userAnswer: 'An essay.' }] };
    await request('/ielts/exam/attempt/create/outline-writing', { method: 'POST', body });
    expect(requests.map((r) => [r.method, r.body])).toEqual([
      ['POST', JSON.stringify(body)],
      ['POST', JSON.stringify(body)],
    ]);
  });

  it('is asked a bounded number of times, then the 503 is the answer, with its Retry-After for whoever tries later', async () => {
    const requests = serverAnswering({ status: 503, retryAfter: '0' });
    const failure = await request('/user/profile').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as InstanceType<typeof ApiError>).status).toBe(503);
    expect((failure as InstanceType<typeof ApiError>).retryAfterMs).toBe(0);
    expect(requests).toHaveLength(BUSY_RETRIES + 1);
  });

  it('a 503 without Retry-After, or another error, is not sent again by the client', async () => {
    for (const answer of [{ status: 503 }, { status: 502 }, { status: 409 }]) {
      const requests = serverAnswering(answer);
      await expect(request('/user/profile')).rejects.toMatchObject({ status: answer.status });
      expect(requests).toHaveLength(1);
    }
  });

  it('stops waiting when the call is aborted', async () => {
    serverAnswering({ status: 503, retryAfter: '10' });
    const controller = new AbortController();
    const pending = request('/user/profile', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ status: 0, message: 'Request aborted' });
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, within the longest wait honoured', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('600')).toBe(10_000);
    expect(retryAfterMs(new Date(5_000).toUTCString(), 2_000)).toBe(3000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});
