import { getToken } from '../auth/token';
import { currentLocale } from '../i18n/i18n';

/**
 * The seeds use two backend hosts; both default to this origin's /api. VITE_API_BASE serves the IELTS and account
 * calls, VITE_API_BASE_ML the multi-level calls.
 */
export const apiBase = import.meta.env.VITE_API_BASE ?? '/api';
export const apiBaseMultiLevel = import.meta.env.VITE_API_BASE_ML ?? '/api';

/** How long a call may take before it fails with the transport text 'timeout exceeded'. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * A busy server answers 503 with Retry-After before doing any work (apps/api/src/http/admission.ts), so any call, a
 * submission too, is sent again after the time it asks: at most this many times, then the 503 is the answer.
 */
export const BUSY_RETRIES = 3;
/** A longer Retry-After is waited this long at most: the page is not left frozen. */
export const MAX_RETRY_AFTER_MS = 10_000;
/** Up to this much is added to each wait, so a class of learners refused together does not come back together. */
const RETRY_SPREAD_MS = 500;

/** Retry-After in milliseconds (seconds or an HTTP date), within MAX_RETRY_AFTER_MS; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isNaN(ms) ? null : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}

/** Waits `ms`, or rejects as soon as `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** An error answer from the server or the transport, with the texts the seeds' error catalogue shows. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /**
     * The `message` field of the server's answer, when there was one. The catalogue's fallbacks ('Xato!', 'Error!',
     * 'Error.') apply exactly when this is missing, so it is kept apart from the transport text in `message`.
     */
    readonly serverMessage?: string,
    /** The whole answer, for the calls that say more than a message (a refused test bundle lists its problems). */
    readonly body?: unknown,
    /** A busy server's Retry-After, when it sent one: a caller that tries again waits at least this long. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body, or FormData for the multipart calls. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Send the bearer token (the seeds' 'bearer' calls). @default true */
  auth?: boolean;
  /** An explicit token instead of the stored one (logout's revoke call runs while storage is being cleared). */
  token?: string;
  base?: string;
  signal?: AbortSignal;
  /** @default DEFAULT_TIMEOUT_MS */
  timeoutMs?: number;
  /** Let the request outlive the page (logout revokes the session, then reloads). @default false */
  keepalive?: boolean;
}

/**
 * A media path of an answer as a URL: answers give paths under the API base address ('/media/...'), some older
 * data gives paths relative to the media folder.
 */
export function mediaUrl(path: string, base = apiBase): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  const clean = path.replace(/^\/+/, '');
  return clean.startsWith('media/') ? `${base}/${clean}` : `${base}/media/${clean}`;
}

/** The server's `message` of an error, else the catalogue's fallback text for this call. */
export function messageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Calls the API and returns the parsed JSON answer; throws ApiError with the server's message, else a transport text. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, auth = true, base = apiBase, signal, timeoutMs = DEFAULT_TIMEOUT_MS, keepalive } = options;
  const url = new URL(`${base}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  // The server words its error messages in the learner's language (docs/CONTRACT.md, 'Languages').
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() };
  const token = options.token ?? (auth ? getToken() : null);
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  const stop = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    // The same request again after a busy server's Retry-After (BUSY_RETRIES), within the call's one time limit.
    for (let busy = 0; ; busy += 1) {
      response = await fetch(url, { method, headers, body: payload, signal: stop, keepalive });
      const wait = response.status === 503 && busy < BUSY_RETRIES ? retryAfterMs(response.headers.get('retry-after')) : null;
      if (wait === null) break;
      await response.body?.cancel();
      await pause(wait + Math.random() * RETRY_SPREAD_MS, stop);
    }
  } catch (error) {
    if (timeout.aborted) throw new ApiError(0, 'timeout exceeded');
    if ((error as Error).name === 'AbortError') throw new ApiError(0, 'Request aborted');
    throw new ApiError(0, 'Network Error');
  }
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  const bodyStatus = typeof data === 'object' && data !== null ? (data as { statusCode?: unknown }).statusCode : undefined;
  // Some seed calls answer HTTP 200 with a statusCode in the body (speaking upload: 409); treat that as the status.
  const status = !response.ok ? response.status : typeof bodyStatus === 'number' && bodyStatus >= 400 ? bodyStatus : response.status;
  if (status >= 400) {
    const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
    const serverMessage = typeof message === 'string' && message ? message : undefined;
    const retryAfter = status === 503 ? retryAfterMs(response.headers.get('retry-after')) : null;
    throw new ApiError(status, serverMessage ?? `Request failed with status code ${status}`, serverMessage, data, retryAfter ?? undefined);
  }
  return data as T;
}
