/** Shared plumbing for the OpenAI-compatible providers: configuration from the environment and request errors. */

export type ProviderConfig = {
  /** e.g. https://api.example.com/v1 (the path before /chat/completions or /audio/transcriptions). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Request time limit. @default 60000 */
  timeoutMs?: number;
  /** Injected fetch (tests, proxies); default the global fetch. */
  fetch?: typeof fetch;
};

export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Reads BASE_URL / MODEL / API_KEY under a prefix; null unless both base URL and model are set (off by default). */
export function configFromEnv(prefix: string, env: Record<string, string | undefined> = process.env): ProviderConfig | null {
  const baseUrl = env[`${prefix}_BASE_URL`]?.trim();
  const model = env[`${prefix}_MODEL`]?.trim();
  if (!baseUrl || !model) return null;
  const apiKey = env[`${prefix}_API_KEY`]?.trim();
  return apiKey ? { baseUrl, model, apiKey } : { baseUrl, model };
}

export function endpoint(config: ProviderConfig, path: string): string {
  return `${config.baseUrl.replace(/\/+$/u, '')}/${path}`;
}

export function authHeaders(config: ProviderConfig): Record<string, string> {
  return config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {};
}

/** POSTs and returns parsed JSON, turning HTTP failures and non-JSON bodies into ProviderError. */
export async function postJson(config: ProviderConfig, path: string, init: { body: BodyInit; headers?: Record<string, string> }): Promise<unknown> {
  const doFetch = config.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(endpoint(config, path), {
      method: 'POST',
      headers: { ...authHeaders(config), ...init.headers },
      body: init.body,
      signal: AbortSignal.timeout(config.timeoutMs ?? 60_000),
    });
  } catch (error) {
    throw new ProviderError(`request to ${endpoint(config, path)} failed: ${(error as Error).message}`);
  }
  const body = await response.text();
  if (!response.ok) throw new ProviderError(`${path} answered HTTP ${response.status}: ${body.slice(0, 300)}`, response.status);
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new ProviderError(`${path} answered with a body that is not JSON: ${body.slice(0, 200)}`, response.status);
  }
}
