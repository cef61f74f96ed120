import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/api, whatever the working directory. */
export const apiRoot = path.resolve(here, '..');
/** packages/content/media: the shipped pictures and audio. */
export const defaultContentMediaDir = path.resolve(apiRoot, '../../packages/content/media');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());

/** The proxy-addr names Fastify's trustProxy understands for whole ranges. */
const ADDRESS_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** BW_TRUST_PROXY as Fastify's trustProxy: false, a hop count, or the proxies' addresses and ranges. */
function parseTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 10) return hops;
  }
  if (text === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        "'true' would believe any address a client writes in X-Forwarded-For; name the proxy instead: its address " +
        "(BW_TRUST_PROXY=127.0.0.1 for nginx on this machine), a range (10.0.0.0/8, 'loopback'), or a hop count ('1')",
    });
    return z.NEVER;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => {
    if (ADDRESS_RANGES.includes(entry)) return false;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    return family === 0 || rest.length > 0 || (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix));
  });
  if (entries.length === 0 || bad.length > 0) {
    context.addIssue({ code: 'custom', message: `not an address, a range or a hop count: ${bad.join(', ') || value}` });
    return z.NEVER;
  }
  return entries;
}

/** Every setting of the server process comes from the environment, parsed here once. */
export const configSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
  /** Loopback unless told otherwise: a fresh start is reachable from this machine only (docs/SECURITY.md). */
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  /** PostgreSQL connection string; when absent the embedded PGlite database in BW_DATA_DIR is used. */
  DATABASE_URL: optionalText,
  /** PGlite data folder, or 'memory://' for a throwaway database. */
  BW_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data/pglite')),
  /** Where recordings and uploaded media are kept (media/storage.ts): this machine's disk, or an S3-compatible bucket. */
  BW_STORAGE: z.preprocess(emptyAsUndefined, z.enum(['local', 's3']).default('local')),
  /** The local disk's folder for recordings and uploaded media (BW_STORAGE=local). */
  BW_MEDIA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data/media')),
  /** BW_STORAGE=s3: the bucket (it must exist), the store's address (absent: AWS S3 itself) and region. */
  BW_S3_BUCKET: optionalText,
  BW_S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  BW_S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  /** Path-style addresses (http://host/bucket/key), which self-hosted stores need; 'false' for virtual-hosted buckets. */
  BW_S3_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('true')).transform((v) => v === 'true'),
  /** The store's access key; without them the SDK's own chain (AWS_ACCESS_KEY_ID..., an instance role) is used. */
  BW_S3_ACCESS_KEY_ID: optionalText,
  BW_S3_SECRET_ACCESS_KEY: optionalText,
  BW_CONTENT_MEDIA_DIR: z.preprocess(emptyAsUndefined, z.string().default(defaultContentMediaDir)),
  /**
   * A folder of tests in the authoring format (docs/CONTENT.md, Publishing), read at start and when an admin asks:
   * new or changed tests become drafts for an admin to publish in the console. Unset: uploads only.
   */
  BW_CONTENT_DIR: optionalText,
  /** A built web app (index.html and assets) to serve at '/', when present. */
  BW_WEB_DIR: z.preprocess(emptyAsUndefined, z.string().default(path.resolve(apiRoot, '../web/dist'))),
  /**
   * Origins whose pages may call the API cross-origin, comma-separated ('https://app.example.uz,https://admin.example.uz',
   * or '*'). Default: any http(s)://localhost, 127.0.0.1 or [::1] port outside production; none in production.
   */
  BW_CORS_ORIGINS: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .transform((v) => (v === undefined ? undefined : v.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean))),
  /**
   * Which reverse proxy's X-Forwarded-For names the client (the per-address login limit needs the learner's address):
   * 'false' (the default: the socket's address), the proxy's own addresses or ranges ('127.0.0.1', '10.0.0.0/8',
   * 'loopback'), or how many proxies stand in front ('1'). 'true' is refused: it would believe the left-most address,
   * which the client writes itself (issue 31).
   */
  BW_TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().default('false')).transform(parseTrustProxy),
  /**
   * A log line for every request (Fastify's 'incoming request' and 'request completed'). Off by default in
   * production, where it cost a quarter of a cached call's throughput (docs/PERFORMANCE.md) and the reverse proxy
   * keeps the access log; errors and requests slower than 1 s are logged either way.
   */
  BW_REQUEST_LOG: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()).transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * Development tools (POST /api/dev/codes, /api/dev/role): off unless asked for, answered to loopback clients only,
   * and refused in production (docs/SECURITY.md).
   */
  BW_DEV_TOOLS: z.preprocess(emptyAsUndefined, z.enum(['0', '1', 'true', 'false']).default('0')).transform((v) => v === '1' || v === 'true'),
  /**
   * API requests served at once; one more gets 503 with Retry-After. Default: 64 on PGlite (its queries run one at a
   * time: docs/PERFORMANCE.md), none on PostgreSQL. 0 turns the limit off.
   */
  BW_MAX_CONCURRENT_REQUESTS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(100_000).optional()),
  /** A session ends after this many days without use; each use starts the count again (sliding expiry). */
  BW_SESSION_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(3650).default(30)),
  /** Create the demo learner at start (not in production). */
  BW_DEMO_USER: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('true')).transform((v) => v === 'true'),
  BOT_TOKEN: optionalText,
  BOT_USERNAME: z.preprocess(emptyAsUndefined, z.string().default('BandwiseBot')),
  /**
   * Payme's cash desk key (Basic 'Paycom:<key>' on the merchant endpoint). None is written in the source: without it
   * every Payme call is refused (with BW_DEV_TOOLS=1, a random key of the process serves its own sandbox only).
   */
  PAYME_KEY: optionalText,
  /** The key the sandbox checkout signs with (after a ChangePassword); default PAYME_KEY, else the process's random key. */
  PAYME_SANDBOX_KEY: optionalText,
  /** The merchant endpoint under /api, as entered in Payme's merchant cabinet. */
  PAYME_PATH: z.preprocess(emptyAsUndefined, z.string().regex(/^\/[A-Za-z0-9/_-]*$/).default('/payme')),
  /** Payme's cash desk id: the payment form's `merchant` field (docs/PAYMENTS.md). */
  PAYME_MERCHANT_ID: optionalText,
  /** Where the payment form posts: default the local sandbox checkout with BW_DEV_TOOLS=1, else Payme's checkout. */
  PAYME_CHECKOUT_URL: z.preprocess(
    emptyAsUndefined,
    z.string().regex(/^(https?:\/\/|\/)/, 'an http(s) address or a path on this site').optional(),
  ),
  /**
   * What this process does: 'all' (the default, `npm start`: the API and its grading workers), 'api' (the API only:
   * no grading workers whatever BW_GRADING_WORKERS says) or 'worker' (grading workers only; HTTP answers just the
   * health and readiness checks). docs/DEPLOY.md: N 'api' processes behind nginx and M 'worker' processes.
   */
  BW_ROLE: z.preprocess(emptyAsUndefined, z.enum(['all', 'api', 'worker']).default('all')),
  /**
   * A name for this process ('api-1'), sent as the X-Bandwise-Process header on every answer so an operator (and the
   * multi-process test) sees which process behind the proxy answered; no header when absent.
   */
  BW_PROCESS_NAME: z.preprocess(emptyAsUndefined, z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/).optional()),
  /** SIGTERM: how long to answer 'not ready' before closing, so a proxy or orchestrator stops sending first. */
  BW_SHUTDOWN_DELAY_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(60_000).default(0)),
  /** Grading workers in this process (built-in AI grader, jobs/queue.ts); 0 runs none (another process grades). */
  BW_GRADING_WORKERS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(16).default(1)),
  /** How often an idle worker looks for a queued job, in milliseconds. */
  BW_GRADING_POLL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(20).max(60_000).default(500)),
  /**
   * A claimed job's lease, renewed by the grading worker's heartbeat every third of it: a worker that dies stops
   * renewing, and another one grades the job once the lease runs out (within this many seconds).
   */
  BW_GRADING_LEASE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(3).max(3600).default(15)),
  /** Tries per job before it is marked failed; the back-off doubles from BW_GRADING_RETRY_SECONDS. */
  BW_GRADING_MAX_ATTEMPTS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(20).default(5)),
  BW_GRADING_RETRY_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(3600).default(10)),
  /** Optional providers (packages/grading, docs/GRADING.md): OpenAI-compatible transcription and LLM grading. */
  BW_STT_BASE_URL: optionalText,
  BW_STT_MODEL: optionalText,
  BW_STT_API_KEY: optionalText,
  /** 'off' turns the built-in recogniser (PocketSphinx) off: speaking is then graded on fluency alone, from the audio. */
  BW_STT_BUILTIN: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  BW_LLM_BASE_URL: optionalText,
  BW_LLM_MODEL: optionalText,
  BW_LLM_API_KEY: optionalText,
});
export type Config = z.infer<typeof configSchema>;

/** Parses the environment; a bad value stops the start with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && config.BW_DEV_TOOLS) {
    throw new Error('Invalid environment:\n  BW_DEV_TOOLS: development tools are refused in production (NODE_ENV=production)');
  }
  if (config.NODE_ENV === 'production' && config.PAYME_SANDBOX_KEY) {
    throw new Error('Invalid environment:\n  PAYME_SANDBOX_KEY: the Payme sandbox is refused in production (NODE_ENV=production)');
  }
  if (config.BW_STORAGE === 's3' && !config.BW_S3_BUCKET) {
    throw new Error('Invalid environment:\n  BW_S3_BUCKET: required with BW_STORAGE=s3');
  }
  const resolve = (p: string) => (path.isAbsolute(p) ? p : path.resolve(cwd, p));
  return {
    ...config,
    BW_DATA_DIR: config.BW_DATA_DIR === 'memory://' ? config.BW_DATA_DIR : resolve(config.BW_DATA_DIR),
    BW_MEDIA_DIR: resolve(config.BW_MEDIA_DIR),
    BW_CONTENT_MEDIA_DIR: resolve(config.BW_CONTENT_MEDIA_DIR),
    BW_CONTENT_DIR: config.BW_CONTENT_DIR === undefined ? undefined : resolve(config.BW_CONTENT_DIR),
    BW_WEB_DIR: resolve(config.BW_WEB_DIR),
  };
}

/**
 * BW_TRUST_PROXY as Fastify's trustProxy option: a hop count becomes the function proxy-addr uses for one (trust the
 * first n hops from the socket), which Fastify's types do not list as a number.
 */
export function trustProxyOption(config: Pick<Config, 'BW_TRUST_PROXY'>): false | string[] | ((address: string, hop: number) => boolean) {
  const trust = config.BW_TRUST_PROXY;
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The development tools (code issuer, role switch) exist only when BW_DEV_TOOLS asks for them, never in production. */
export function devToolsEnabled(config: Pick<Config, 'NODE_ENV' | 'BW_DEV_TOOLS'>): boolean {
  return config.BW_DEV_TOOLS && config.NODE_ENV !== 'production';
}
