/**
 * Page speed (not part of the test run): npm run bench:page-speed -w @bandwise/api [-- --runs 1 --json out.json --reports dir]
 *
 * Lighthouse 12 (the Node 20 line) in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), its default mobile
 * settings (a mid-range phone's screen and CPU, simulated slow 4G), against the built site (apps/web/dist: run
 * `npm run build -w @bandwise/web` first) served by the real API in its own process, as in production:
 *   home (/), the test list (/test), and the IELTS runner (/book1/:id) of a logged-in learner with a fresh exam.
 * Reported per page: the performance, accessibility and best-practices scores, LCP, TBT, CLS and the script bytes
 * sent; with --runs n, the median run by performance score. --reports keeps every full Lighthouse report (JSON) in a
 * folder, for what the figures do not say (which element shifted, which request was late).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../config';
import { flags } from './args';
import { startApi } from './processes';
import { machine, saveJson } from './stats';

const args = flags();
const runs = args.number('runs', 1);
const reports = args.string('reports');
let reportCount = 0;
const port = args.number('port', 3470);
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Lhr = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }>;
  runtimeError?: { message: string };
  finalDisplayedUrl?: string;
};

// puppeteer-core is Lighthouse's own dependency: taken from beside it, so the two always match.
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const { default: lighthouse } = (await import('lighthouse')) as unknown as {
  default: (url: string, flags: Record<string, unknown>, config: undefined, page: unknown) => Promise<{ lhr: Lhr } | undefined>;
};
const puppeteer = (await import(pathToFileURL(requireFromLighthouse.resolve('puppeteer-core')).href)) as {
  default: { launch(options: Record<string, unknown>): Promise<Browser> };
};
type Page = { goto(url: string): Promise<unknown>; evaluate<T>(fn: (...a: string[]) => T, ...a: string[]): Promise<T>; close(): Promise<void> };
type Browser = { newPage(): Promise<Page>; close(): Promise<void> };

const webDir = loadConfig().BW_WEB_DIR;
if (!existsSync(path.join(webDir, 'index.html'))) {
  console.error(`no built site in ${webDir}: run npm run build -w @bandwise/web first`);
  process.exit(1);
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'bw-bench-lighthouse-'));
// The code issuer (to log the runner's learner in) exists only with BW_DEV_TOOLS=1 outside production; request logging is off as there.
const api = await startApi(port, {
  NODE_ENV: 'development',
  BW_DEV_TOOLS: '1',
  BW_REQUEST_LOG: 'false',
  BW_DATA_DIR: path.join(dir, 'pglite'),
  BW_MEDIA_DIR: path.join(dir, 'media'),
  BW_GRADING_WORKERS: '0',
});
const browser = await puppeteer.default.launch({
  executablePath: chrome,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
});

type PageFigures = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  scriptKb: number | null;
  finalUrl: string | null;
};

async function audit(url: string, keepStorage: boolean): Promise<PageFigures> {
  const page = await browser.newPage();
  try {
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: keepStorage }, undefined, page);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (reports) {
      await mkdir(reports, { recursive: true });
      reportCount += 1;
      await writeFile(path.join(reports, `${reportCount}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr, null, 1));
    }
    const score = (id: string) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id]!.score! * 100));
    const value = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const script = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      scriptKb: script === undefined ? null : Number((script / 1024).toFixed(1)),
      finalUrl: lhr.finalDisplayedUrl ?? null,
    };
  } finally {
    await page.close();
  }
}

async function median(url: string, keepStorage: boolean): Promise<PageFigures> {
  const all: PageFigures[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await audit(url, keepStorage));
  return all.sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0))[Math.floor(all.length / 2)]!;
}

const results: Record<string, PageFigures> = {};
try {
  // A learner with a fresh IELTS exam, logged in the way the site stores it (localStorage 'token').
  const post = async <T>(pathname: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(api.url + pathname, {
      method: 'POST',
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { code } = await post<{ code: string }>('/api/dev/codes', { phoneNumber: '+998901110000' });
  const token = (await post<{ message: string }>(`/api/auth/login/${code}`)).message;
  const { examId } = await post<{ examId: number }>('/api/ielts/exam/create?bookId=1', undefined, token);

  results['home (/)'] = await median(`${api.url}/`, false);
  results['test list (/test)'] = await median(`${api.url}/test`, false);
  const setup = await browser.newPage();
  await setup.goto(`${api.url}/`);
  await setup.evaluate((t: string) => {
    localStorage.setItem('token', t);
    localStorage.setItem('examSection', 'listening');
  }, token);
  await setup.close();
  results[`IELTS runner (/book1/${examId})`] = await median(`${api.url}/book1/${examId}`, true);
} finally {
  await browser.close();
  await api.stop();
  await rm(dir, { recursive: true, force: true });
}

console.log('page                          perf  a11y  best-pr   LCP ms   TBT ms    CLS   script kB');
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name.padEnd(29)} ${String(r.performance).padStart(4)} ${String(r.accessibility).padStart(5)} ${String(r.bestPractices).padStart(8)} ` +
      `${String(Math.round(r.lcpMs ?? NaN)).padStart(8)} ${String(Math.round(r.tbtMs ?? NaN)).padStart(8)} ${(r.cls ?? NaN).toFixed(3).padStart(6)} ${String(r.scriptKb).padStart(11)}`,
  );
}
await saveJson(args.string('json'), { machine: machine(), chrome, runs, settings: 'Lighthouse 12 default: mobile, simulated throttling', pages: results });
process.exit(0);
