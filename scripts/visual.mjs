#!/usr/bin/env node
// Offline visual regression for every Storybook story (TOOLCHAIN.md: Chromatic is unreachable here).
//
// Builds Storybook, serves storybook-static from a tiny local HTTP server, shows each story in Storybook's preview
// (iframe.html) in Debian's Chromium through playwright-core, waits until the story has rendered AND its play function
// has finished, and compares a full-page screenshot with visual/baselines/<story-id>.png pixel for pixel (pixelmatch,
// threshold 0, anti-aliased pixels counted too: a 1-unit colour change is a change). Each worker's page shows one story
// after another in place, as Storybook's sidebar does; a story that fails there is judged again on a page of its own.
//
// Baselines depend on the fonts installed on the machine that made them; make and check them on this machine kind.
//
// Operators with a Chromatic account (a cloud service, unreachable here and never run in CI) publish with
// `npm run chromatic` (scripts/chromatic.mjs: CHROMATIC_PROJECT_TOKEN in the environment, chromatic.config.json).
//
// Excluding a story: index.json carries tags, not parameters, so a story opts out with a tag:
//   export const Recording: Story = { tags: ['no-visual'], ... }
// Use it only for what cannot be made deterministic; prefer a story that drives the widget into a fixed state instead
// (a timer at 0:05, a recorder stopped). A story whose only moving parts are a clock counting down from the real time
// or a live level meter (the exam runners) takes the tag 'visual-mask-time' instead: its timers (role=timer), meters
// (role=meter), audio players, dates (<time>) and anything marked data-visual-mask are painted over with a flat box,
// and the rest is compared.
//
// Question sets (tag 'question-set', the content package's one story per part of every shipped test) are left out:
// they are exam data, not interface states. Every part is still rendered with its play function and axe in the story
// tests and checked by content:lint; the layouts they use have their own renderer stories here, in every language
// (a question set is in English by design). A baseline per part would make every wording fix by a content author a
// re-shot baseline, and cost a fifth of this run (120 long pages).
//
// Every story in every language (issue 17: "every story renders in all three"): the screenshot is taken in English;
// then the same page re-renders the story in Uzbek and in Russian (Storybook's locale global, see checkLocales) and
// the story fails if it throws, if the strict i18next instance of .storybook/decorators.tsx reports a key missing from
// that language's catalogue (or from English, in the English render), if the language did not take, or if it shows
// nothing where English showed text. No screenshots in those languages: the English baselines judge the look.
//
// Usage: node scripts/visual.mjs [--update] [--no-build] [--filter <text>] [--locales-only] [--workers <n>] [--verbose]
//                                [--visual-dir <dir>]
//   --update        write the current screenshots as baselines (review them before committing); no language check
//   --no-build      reuse an existing storybook-static
//   --filter        only stories whose id contains <text> (or one of several, comma-separated), e.g. --filter results-
//   --locales-only  only the check in every language, no screenshots
//   --workers       browser pages at a time (default 2, one per core of the CI machine)
//   --verbose       print how long each story took
//   --visual-dir    another folder of baselines/actual/diff/report than visual/ (the review's own test uses a scratch one)
// Failures write visual/actual/<id>.png and, when sizes match, visual/diff/<id>.png (both git-ignored), and the
// designers' review page visual/report/index.html (scripts/visual-report.mjs; `npm run visual:review`), which CI keeps
// as an artifact of a failed run (.ci/run).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { writeReport } from './visual-report.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(repoRoot, 'storybook-static');
const argv = process.argv.slice(2);
const visualDirAt = argv.indexOf('--visual-dir');
const visualDir = visualDirAt >= 0 ? path.resolve(argv[visualDirAt + 1] ?? '') : path.join(repoRoot, 'visual');
const baselineDir = path.join(visualDir, 'baselines');
const diffDir = path.join(visualDir, 'diff');
const actualDir = path.join(visualDir, 'actual');

const update = argv.includes('--update');
const build = !argv.includes('--no-build');
const filterAt = argv.indexOf('--filter');
const filter = filterAt >= 0 ? (argv[filterAt + 1] ?? '') : '';
const verbose = argv.includes('--verbose');
const localesOnly = argv.includes('--locales-only');
const workersAt = argv.indexOf('--workers');
const workers = workersAt >= 0 ? Number(argv[workersAt + 1]) : 2;
if (!Number.isInteger(workers) || workers < 1) {
  console.error('visual: --workers takes a whole number from 1 up');
  process.exit(1);
}

const SKIP_TAG = 'no-visual';
const DATA_TAG = 'question-set';
const MASK_TAG = 'visual-mask-time';
// A runner's section audio starts itself a second after Start and then moves on: whether a shot catches it before
// or after depends on the machine's speed, so it is masked with the clocks (the kit's AudioPlayer stories show it).
// Dates (<time>) in such stories are relative to now (an exam started an hour ago) and change with the day.
const MASKED = '[role="timer"], [role="meter"], [data-visual-mask], [role="group"]:has(> audio), time';
/** The languages each story is rendered in after its English shot (apps/web/src/i18n/locales.ts). */
const OTHER_LOCALES = ['uz', 'ru'];
const VIEWPORT = { width: 1024, height: 768 };
const STORY_TIMEOUT_MS = 30_000;
const SCREENSHOT_TIMEOUT_MS = 15_000;
const screenshotArgs = [
  ...chromiumArgs,
  // Same glyph rasterisation and colours on every run.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  '--disable-lcd-text',
  // Re-rastering only the invalidated part of a tile (after a click or typing) left 1-unit differences on rounded
  // corners between identical runs; raster whole tiles, with the same Skia code paths every time.
  '--disable-partial-raster',
  '--disable-skia-runtime-opts',
  '--disable-checker-imaging',
  '--run-all-compositor-stages-before-draw',
  '--disable-threaded-animation',
  // Two pages run side by side; neither may be throttled as a background page.
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
];

// 1. Build Storybook.
if (build) {
  console.log('Building Storybook ...');
  const result = spawnSync('npm', ['run', 'build-storybook'], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    console.error('visual: storybook build failed');
    process.exit(1);
  }
}
const indexPath = path.join(staticDir, 'index.json');
if (!existsSync(indexPath)) {
  console.error(`visual: ${path.relative(repoRoot, indexPath)} not found; run without --no-build`);
  process.exit(1);
}

// 2. Which stories.
const index = JSON.parse(readFileSync(indexPath, 'utf8'));
const allStories = Object.values(index.entries).filter((entry) => entry.type === 'story' && !entry.tags?.includes(DATA_TAG));
const skipped = allStories.filter((entry) => entry.tags?.includes(SKIP_TAG));
// A story without a shot (tag no-visual) is still checked in every language.
const stories = allStories
  .filter((entry) => !update || !entry.tags?.includes(SKIP_TAG))
  .filter((entry) => filter.split(',').some((part) => entry.id.includes(part)))
  .sort((a, b) => a.id.localeCompare(b.id));

// 3. Serve storybook-static on 127.0.0.1 and a free port.
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.map': 'application/json; charset=utf-8',
};
const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
  let file = path.join(staticDir, decodeURIComponent(pathname));
  if (file !== staticDir && !file.startsWith(staticDir + path.sep)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    // Nothing changes while the script runs; letting each worker's browser context cache the preview bundle
    // saves re-downloading megabytes of JavaScript for every story.
    'cache-control': 'max-age=3600',
  });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

// 4. Screenshot and compare.
for (const dir of [baselineDir, diffDir, actualDir]) mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: screenshotArgs });
const contextOptions = {
  viewport: VIEWPORT,
  deviceScaleFactor: 1,
  locale: 'en-GB',
  timezoneId: 'UTC',
  colorScheme: 'light',
  reducedMotion: 'reduce',
};

/** Stories that persist drafts must not see each other's: empty the origin's storage after every story. */
async function clearStorage(page) {
  await page
    .evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      const databases = (await indexedDB.databases?.()) ?? [];
      await Promise.all(
        databases.map(
          ({ name }) =>
            name &&
            new Promise((resolve) => {
              const request = indexedDB.deleteDatabase(name);
              request.onsuccess = request.onerror = request.onblocked = resolve;
            }),
        ),
      );
    })
    .catch(() => {});
}

/** Whether a requested viewport (requestedViewport) differs from the default page size. */
const resizes = (wanted) => Boolean(wanted && (wanted.width !== VIEWPORT.width || wanted.height !== VIEWPORT.height));

/** Storybook's default viewport list (MINIMAL_VIEWPORTS), used when a story names one without its own options. */
const STORYBOOK_VIEWPORTS = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
  desktop: { width: 1280, height: 1024 },
};

/**
 * In the page: the size a story's viewport global asks for, or null. The story shown now, or, given its id, one the
 * preview loads without rendering it (so a page can tell before showing a story that it needs another size).
 */
async function requestedViewport({ defaults, id }) {
  const preview = window.__STORYBOOK_PREVIEW__;
  const story = id ? await preview?.storyStoreValue?.loadStory({ storyId: id }) : preview?.currentRender?.story;
  if (!story) return null;
  const userGlobals = preview?.storyStoreValue?.userGlobals?.get?.() ?? {};
  const viewport = story.storyGlobals?.viewport ?? userGlobals.viewport;
  const name = typeof viewport === 'string' ? viewport : viewport?.value;
  if (!name) return null;
  const options = story.parameters?.viewport?.options ?? story.parameters?.viewport?.viewports ?? {};
  const styles = options[name]?.styles;
  const size = styles
    ? { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) }
    : defaults[name];
  if (!size || !Number.isFinite(size.width) || !Number.isFinite(size.height)) return null;
  return viewport?.isRotated ? { width: size.height, height: size.width } : size;
}

/**
 * A play function that throws still ends in phase 'finished' (Storybook shows the exception, then finishes), so the
 * phase alone cannot tell success from failure. This init script taps the preview's channel as Storybook creates it
 * and records every phase and the STORY_FINISHED status, and the last kind of input (pointer or keys) the story used.
 */
function recordStoryEvents() {
  const record = { trapped: false, phases: [], status: null, error: '', lastInput: null };
  window.__visualRecord = record;
  addEventListener('pointerdown', () => (record.lastInput = 'pointer'), true);
  addEventListener('keydown', () => (record.lastInput = 'keyboard'), true);
  let channel;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next) => {
      channel = next;
      record.trapped = true;
      next.on('storyRenderPhaseChanged', (event) => record.phases.push(event.newPhase));
      next.on('storyFinished', (event) => {
        record.status = event.status;
      });
      for (const name of ['playFunctionThrewException', 'storyThrewException', 'storyErrored']) {
        next.on(name, (event) => {
          record.error ||= String(event?.message ?? event?.title ?? name);
        });
      }
    },
  });
}

/** Waits until the story has rendered and played; returns 'finished', or why it did not ('errored', 'timeout', ...). */
async function settle(page) {
  try {
    const handle = await page.waitForFunction(
      () => {
        const record = window.__visualRecord;
        const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
        if (phase === 'aborted') return 'aborted';
        // Without the tap (a future Storybook may create its channel differently) fall back to the phase.
        if (!record?.trapped) return phase === 'finished' ? 'finished' : false;
        if (record.status === null) return false;
        const errored =
          record.status !== 'success' ||
          record.phases.includes('errored') ||
          document.body.classList.contains('sb-show-errordisplay');
        return errored ? 'errored' : 'finished';
      },
      undefined,
      { timeout: STORY_TIMEOUT_MS, polling: 50 },
    );
    return await handle.jsonValue();
  } catch {
    return 'timeout';
  }
}

/** In the page: resolves once the DOM has not changed for `quietMs` (at most `capMs`). */
function defineStillDom() {
  window.__visualStill = (quietMs, capMs) =>
    new Promise((resolve) => {
      let quiet = setTimeout(done, quietMs);
      const cap = setTimeout(done, capMs);
      const observer = new MutationObserver(() => {
        clearTimeout(quiet);
        quiet = setTimeout(done, quietMs);
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      function done() {
        observer.disconnect();
        clearTimeout(quiet);
        clearTimeout(cap);
        resolve(undefined);
      }
    });
}

/**
 * In the page: what is wrong with the story as rendered in `locale` (it threw; keys the strict i18next instance found
 * missing from that catalogue; the decorator's ThemeRoot not in that language), and whether any text shows.
 */
function storyProblems(locale) {
  const problems = [];
  const record = window.__visualRecord;
  if ((record?.status && record.status !== 'success') || document.body.classList.contains('sb-show-errordisplay')) {
    problems.push(`threw${record?.error ? `: ${record.error}` : ''}`);
  }
  const missing = window.__bwMissingKeys ?? [];
  if (missing.length) problems.push(`missing ${missing.join(', ')}`);
  const shownIn = document.querySelector('#storybook-root [lang]')?.getAttribute('lang') ?? 'en';
  if (shownIn !== locale) problems.push(`shown in ${shownIn}`);
  return { problems, hasText: document.body.innerText.trim().length > 0 };
}

/**
 * Re-renders the story, as the play function left it, in each other language through Storybook's locale global:
 * the preview runs the story's loaders and beforeEach again (its mocked API) and React updates the page in place. The
 * play function does not run again: it finds controls by their English names. Returns one line per failing language.
 */
async function checkLocales(page, englishHasText, pageErrors) {
  const failed = [];
  for (const locale of OTHER_LOCALES) {
    const errorsBefore = pageErrors.length;
    await page.evaluate((next) => {
      Object.assign(window.__visualRecord ?? {}, { status: null, phases: [], error: '' });
      window.__bwMissingKeys = [];
      // The manager's toolbar sends this; with no manager here, call the preview directly.
      return window.__STORYBOOK_PREVIEW__.onUpdateGlobals({ globals: { locale: next } });
    }, locale);
    const phase = await settle(page);
    // Effects of the new language (a translated toast, a re-laid-out chart) land before the check.
    await page.evaluate(() => window.__visualStill(100, 1500));
    const { problems, hasText } = await page.evaluate(storyProblems, locale);
    if (phase !== 'finished' && phase !== 'errored') problems.push(`story ${phase}`);
    if (pageErrors.length > errorsBefore) problems.push(`threw: ${pageErrors[errorsBefore]}`);
    if (englishHasText && !hasText) problems.push('shows nothing (English shows text)');
    if (problems.length) failed.push(`${locale}: ${problems.join('; ')}`);
  }
  return failed;
}

/**
 * A browser page for stories: the page errors it has seen (`errors`), how many stories it has shown, and whether a
 * story resized it (such a page is not shown another story).
 */
async function storyPage(context) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, stories: 0, resized: false };
}

/**
 * Shows the story in the page: a new page loads the preview at the story; a page that already shows one switches in
 * place, as Storybook's own sidebar does (the preview's onSetCurrentStory), which spares loading and starting the
 * whole preview bundle again, the larger part of a story's time here when every story had a page of its own.
 */
async function open(target, story) {
  const { page } = target;
  if (target.stories === 0) {
    // a11y.manual: axe already gates every story in the story tests; running it again here doubled the time per story.
    const query = `id=${encodeURIComponent(story.id)}&viewMode=story&globals=a11y.manual:!true`;
    await page.goto(`${origin}/iframe.html?${query}`, { waitUntil: 'load' });
  } else {
    await page.evaluate((id) => {
      scrollTo(0, 0);
      Object.assign(window.__visualRecord, { status: null, phases: [], error: '', lastInput: null });
      window.__bwMissingKeys = [];
      const preview = window.__STORYBOOK_PREVIEW__;
      // The last story's check in every language left the locale global at the last one; a new page starts in English.
      preview.storyStoreValue.userGlobals.update({ locale: undefined });
      preview.onSetCurrentStory({ storyId: id, viewMode: 'story' });
    }, story.id);
  }
  target.stories += 1;
}

/** Renders, plays and shoots the story in `target` (see `storyPage`); answers the shot or why there is none. */
async function shoot(target, story) {
  const { page } = target;
  const inPlace = target.stories > 0;
  const pageErrors = target.errors;
  const errorsBefore = pageErrors.length;
  try {
    await open(target, story);
    let phase = await settle(page);
    // Storybook's viewport global (e.g. `globals: { viewport: { value: 'mobile2' } }`) sizes the iframe from the
    // manager, which is absent here: size the page the same way and run the story again at that size (on a page of
    // its own: the shared page keeps the default size).
    const wanted = await page.evaluate(requestedViewport, { defaults: STORYBOOK_VIEWPORTS }).catch(() => null);
    if (resizes(wanted)) {
      if (inPlace) return { error: 'needs a page of its own' };
      await clearStorage(page);
      await page.setViewportSize(wanted);
      target.resized = true;
      await page.reload({ waitUntil: 'load' });
      phase = await settle(page);
    }
    if (phase !== 'finished') {
      const recorded = await page.evaluate(() => window.__visualRecord?.error ?? '').catch(() => '');
      const shown =
        recorded ||
        (await page
          .locator('#error-message, .sb-errordisplay')
          .first()
          .innerText({ timeout: 1000 })
          .catch(() => ''));
      const thrown = pageErrors[errorsBefore];
      return { error: `story ${phase}${shown ? `: ${shown.trim().split('\n')[0]}` : ''}${thrown ? ` (${thrown})` : ''}` };
    }
    // Toasts close after 3 s, and the wait below can take 3 s (a running exam clock never lets the DOM be still), so
    // whether a toast the play function raised is in the shot was a race CI lost now and then. A window blur pauses
    // Radix Toast's close timers: what is up when the play function ends is shot, every time.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    // A play function may end while work it started is still landing (a mocked request resolving into a toast):
    // wait until the DOM has been still for 300 ms, at most 3 s, so such stories are shot in their settled state.
    await page.evaluate(() => window.__visualStill(300, 3000));
    // A story may pin its language (`globals: { locale: 'ru' }`): it is checked in that one, which the toolbar cannot change.
    const pinned = await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals?.locale ?? null);
    const first = pinned ?? 'en';
    const english = await page.evaluate(storyProblems, first);
    let png;
    if (!localesOnly && !story.tags?.includes(SKIP_TAG)) {
      await page.evaluate(async () => {
        // A button the play function clicked keeps focus, and whether Chromium paints a ring on it (a mouse click in
        // a real browser never does) depends on timing: say a button disabled for a request and enabled again. After
        // a click, shoot it unfocused; after keys, a focus ring is what the story shows, and it stays.
        if (window.__visualRecord?.lastInput === 'pointer' && document.activeElement instanceof HTMLButtonElement) document.activeElement.blur();
        await document.fonts.ready;
        await Promise.all(
          [...document.images].map((img) =>
            img.complete ? undefined : new Promise((resolve) => img.addEventListener('loadend', resolve, { once: true })).catch(() => {}),
          ),
        );
        // Two frames so layout and paint after the play function have landed.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      const mask = story.tags?.includes(MASK_TAG) ? [page.locator(MASKED)] : [];
      png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', mask, maskColor: '#7f7f7f', timeout: SCREENSHOT_TIMEOUT_MS });
    }
    if (update) return { png, localeErrors: [] };
    const localeErrors = english.problems.map((problem) => `${first}: ${problem}`);
    if (!pinned) localeErrors.push(...(await checkLocales(page, english.hasText, pageErrors)));
    return { png, localeErrors };
  } catch (error) {
    return { error: String(error instanceof Error ? error.message : error).split('\n')[0] };
  } finally {
    await clearStorage(page);
  }
}

const failures = [];
let passed = 0;
let written = 0;
let ownPages = 0;
/** Stories shown in one page before it is replaced by a new one, so that nothing a story leaves behind piles up. */
const STORIES_PER_PAGE = 40;

/** Shoots the story in the worker's page and judges it; answers what failed (empty when it passed). */
async function attempt(target, story) {
  const file = `${story.id}.png`;
  rmSync(path.join(diffDir, file), { force: true });
  rmSync(path.join(actualDir, file), { force: true });
  const shot = await shoot(target, story);
  const found = shot.error ? [{ kind: 'error', reason: shot.error }] : [];
  if (shot.png) {
    const changed = compare(file, shot.png);
    if (changed) found.push(changed);
  }
  if (shot.localeErrors?.length) found.push({ kind: 'locale', reason: shot.localeErrors.join(' | ') });
  return { found, error: shot.error };
}

async function visit(worker, story) {
  const name = `${story.title} › ${story.name}`;
  const started = Date.now();
  const fresh = async () => {
    await worker.target?.page.close();
    worker.target = await storyPage(worker.context);
  };
  // A baseline is always shot on a page of its own: in place, what an earlier story left could be written into it.
  // So is a story that sizes the page (a mobile one): asked before it renders, so it is not rendered twice.
  const ownSize = async () =>
    resizes(await worker.target.page.evaluate(requestedViewport, { defaults: STORYBOOK_VIEWPORTS, id: story.id }).catch(() => null));
  if (update || !worker.target || worker.target.resized || worker.target.stories >= STORIES_PER_PAGE || (await ownSize())) await fresh();
  const inPlace = worker.target.stories > 0;
  let result = await attempt(worker.target, story);
  // A story shown in place that fails (a shot that differs, an error, a language) is judged again on a new page, as
  // when every story had a page of its own: what an earlier story left in the page (a draft saved as it unmounted, a
  // late error) must not fail a story, and a story that is really broken fails on its own page too.
  if (result.found.length && inPlace) {
    ownPages += 1;
    if (verbose) console.log(`  again on a page of its own ${story.id}: ${result.found.map((f) => f.reason).join(' | ').slice(0, 200)}`);
    await fresh();
    result = await attempt(worker.target, story);
  }
  // Now and then headless Chromium never delivers the frame a screenshot waits for (twice in ~800 shots, on
  // different stories each time): that is the browser, not the story, so the story is shot once more on a new page.
  // So is a story whose play function failed here: the story tests gate play functions, and under CI's load one
  // (a click landing while a dialog's layer was still taking pointer events) failed here once and nowhere else; a
  // story that is really broken fails twice. A pixel difference on a page of the story's own is never retried.
  if (result.error && /screenshot: Timeout|^story errored/.test(result.error)) {
    console.log(`  retry ${story.id}: ${result.error}`);
    await fresh();
    result = await attempt(worker.target, story);
  }
  if (verbose) console.log(`  ${String(Date.now() - started).padStart(6)} ms ${story.id}${inPlace ? '' : ' (new page)'}`);
  for (const failure of result.found) failures.push({ id: story.id, name, ...failure });
  if (result.found.length === 0) passed += 1;
}

/** Writes or compares the story's shot; returns what failed, or nothing. */
function compare(file, png) {
  const baselinePath = path.join(baselineDir, file);
  if (update) {
    writeFileSync(baselinePath, png);
    written += 1;
    return undefined;
  }
  if (!existsSync(baselinePath)) {
    writeFileSync(path.join(actualDir, file), png);
    return { kind: 'new', reason: `no baseline (visual/baselines/${file}); review visual/actual/${file}, then run npm run visual:update -- --filter ${file.slice(0, -4)}` };
  }
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(readFileSync(baselinePath));
  if (actual.width !== expected.width || actual.height !== expected.height) {
    writeFileSync(path.join(actualDir, file), png);
    return { kind: 'size', reason: `size ${actual.width}x${actual.height}, baseline ${expected.width}x${expected.height}` };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  // includeAA: pixelmatch otherwise ignores pixels it takes for anti-aliasing, which hides 1px text shifts.
  const different = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0, includeAA: true });
  if (different > 0) {
    writeFileSync(path.join(actualDir, file), png);
    writeFileSync(path.join(diffDir, file), PNG.sync.write(diff));
    return { kind: 'changed', reason: `${different} px differ; see visual/diff/${file} and visual/actual/${file}` };
  }
  return undefined;
}

const queue = [...stories];
const runStarted = Date.now();
// One browser context per worker: the pages open at a time never share storage, and each worker's HTTP cache keeps
// the preview bundle between its stories.
await Promise.all(
  Array.from({ length: Math.min(workers, queue.length) }, async () => {
    const context = await browser.newContext(contextOptions);
    await context.addInitScript(recordStoryEvents);
    await context.addInitScript(defineStillDom);
    const worker = { context, target: undefined };
    for (let story = queue.shift(); story; story = queue.shift()) await visit(worker, story);
    await context.close();
  }),
);
await browser.close();
server.close();

// 5. Report.
for (const failure of failures) console.log(`  FAIL ${failure.name}: ${failure.reason}`);
if (skipped.length) console.log(`not shot (tag '${SKIP_TAG}'): ${skipped.map((s) => s.id).join(', ')}`);
if (!filter) {
  const ids = new Set(allStories.map((s) => s.id));
  const stale = readdirSync(baselineDir).filter((f) => f.endsWith('.png') && !ids.has(f.slice(0, -4)));
  if (stale.length) console.log(`baselines without a story (delete them if the story is gone): ${stale.join(', ')}`);
}
if (update) console.log(`wrote ${written} baseline(s) in visual/baselines; review them before committing`);
else if (failures.length) {
  failures.sort((a, b) => a.id.localeCompare(b.id));
  const report = writeReport({ visualDir, failures });
  console.log(`Review the changes side by side: ${path.relative(process.cwd(), report)}`);
  console.log('To accept intended changes: npm run visual:review -- --accept <story-id>,... (or npm run visual:update [-- --filter <story-id>])');
} else rmSync(path.join(visualDir, 'report'), { recursive: true, force: true });
const seconds = (Date.now() - runStarted) / 1000;
console.log(`${stories.length} stories in ${seconds.toFixed(0)} s (${(stories.length / seconds).toFixed(2)} stories/s, ${workers} pages at a time; ${ownPages} shown again on a page of their own)`);
console.log(`${passed} passed, ${new Set(failures.map((failure) => failure.id)).size} failed`);
process.exit(failures.length === 0 ? 0 : 1);
