import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ieltsBooks, multiLevelExams } from '@bandwise/content';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { browserForFile, newPage } from './browser';

/**
 * Media on a fresh install (the server as `npm start` runs it, on an empty database and an empty upload folder): every
 * file the site refers to answers 200 with a fitting type — the page's own assets, the brand's logo and tutorial video
 * from the settings, and every picture and recording the shipped exams name — and the Manual window plays the video.
 */

const browser = browserForFile();

const base = () => inject('baseUrl');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The shipped media files a fresh clone has: tracked by git, not made on this machine. */
const tracked = new Set(
  execFileSync('git', ['ls-files', 'packages/content/media'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => file.replace(/^packages\/content\/media\//, '')),
);

/** Every string in the content that names a media file (relative to the media folder, as the content keeps them). */
function contentMedia(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /^[\w./-]+\.(mp3|wav|ogg|png|jpe?g|webp|svg|gif|mp4|webm)$/i.test(value)) found.add(value);
  else if (Array.isArray(value)) for (const item of value) contentMedia(item, found);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) contentMedia(item, found);
  return found;
}

async function answers(url: string, types: RegExp): Promise<string> {
  const response = await fetch(new URL(url, base()));
  const type = response.headers.get('content-type') ?? '';
  await response.arrayBuffer();
  return response.status === 200 && types.test(type) ? 'ok' : `${response.status} ${type}`;
}

describe('media on a fresh install', () => {
  it('the page’s own assets: every src and href of index.html', async () => {
    const html = await (await fetch(base())).text();
    const urls = [...html.matchAll(/\s(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]!);
    expect(urls).toContain('/favicon.svg');
    for (const url of urls) expect(`${url}: ${await answers(url, /./)}`).toBe(`${url}: ok`);
  });

  it('the brand’s logo and tutorial video named by the settings', async () => {
    const settings = (await (await fetch(`${base()}/api/settings/public`)).json()) as { brand: { logoUrl: string; tutorialVideoUrl: string } };
    expect(settings.brand.logoUrl).not.toBe('');
    expect(settings.brand.tutorialVideoUrl).not.toBe('');
    expect(await answers(`/api${settings.brand.logoUrl}`, /^image\//)).toBe('ok');
    expect(await answers(`/api${settings.brand.tutorialVideoUrl}`, /^video\//)).toBe('ok');
    for (const url of [settings.brand.logoUrl, settings.brand.tutorialVideoUrl]) expect(tracked.has(url.replace(/^\/media\//, '')), url).toBe(true);
  });

  it('every picture and recording of the shipped exams', async () => {
    const files = [...contentMedia([ieltsBooks, multiLevelExams])];
    expect(files.length).toBeGreaterThanOrEqual(10);
    const failed: string[] = [];
    for (const file of files) {
      const result = await answers(`/api/media/${file}`, /^(audio|image|video)\//);
      if (result !== 'ok') failed.push(`${file}: ${result}`);
      else if (!tracked.has(file)) failed.push(`${file}: served here but not in git, so not on a fresh clone`);
    }
    expect(failed).toEqual([]);
  });

  it('the header shows the logo file and the Manual window plays the video, without a spinner', async () => {
    const { context, page } = await newPage(browser());
    try {
      await page.goto('/');
      const logo = page.getByRole('link', { name: /home$/ }).locator('img');
      await logo.waitFor();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await page.getByRole('banner').getByRole('button', { name: 'Manual' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Manual' });
      const video = dialog.locator('video');
      await video.waitFor();
      // HAVE_METADATA or more: the file was fetched and decoded as a video.
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration > 5), { timeout: 15_000 }).toBe(true);
      expect(await dialog.getByRole('status').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
