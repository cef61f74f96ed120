import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile } from './browser';
import { apiAs, launchWithMicrophone, loginAs, resumeRunner } from './exam-support';

/**
 * Every learner page fits a 390 px phone (issue 33): at 390x844 no element sticks out past the screen's edge (a
 * page wider than the phone pushes the menu off and scrolls sideways), and the menu button is on screen. Content
 * inside a box that scrolls or clips on its own (a wide table in its scroller) does not count: that box fits.
 */
const PHONE = '+998907338801';
const VIEWPORT = { width: 390, height: 844 };

const browser = browserForFile(launchWithMicrophone);
let page: Page;
let token: string;
let examId: number;

beforeAll(async () => {
  ({ page, token } = await loginAs(browser(), PHONE));
  await page.setViewportSize(VIEWPORT);
  // An exam with results to show: listening and reading scored, the essays in.
  ({ examId } = await apiAs<{ examId: number }>(token, 'POST', '/ielts/exam/create?bookId=1'));
  for (const sectionType of ['LISTENING', 'READING']) {
    await apiAs(token, 'POST', '/ielts/exam/attempt/create/inline', { examId, sectionType, userAnswer: Array<string>(40).fill('a') });
  }
  const essay = 'Cities grow because people look for work, and the countryside empties as a result of it.';
  await apiAs(token, 'POST', '/ielts/exam/attempt/create/outline-writing', { examId, list: [{ question: 'Task 1', userAnswer: essay }, { question: 'Task 2', userAnswer: essay }] });
});

/** What sticks out past the right or left edge, outside any box that scrolls or clips it (at most five, described). */
async function overflow(target: Page): Promise<{ scrollWidth: number; width: number; wide: string[] }> {
  return target.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide: string[] = [];
    const clippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.documentElement; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= width + 1 && box.left >= -1) continue;
      // A turning spinner's box grows with its rotation: not layout.
      if (getComputedStyle(element).transform !== 'none') continue;
      if (clippedByAncestor(element)) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).split(' ')[0] ?? ''}`;
      wide.push(`${name} [${Math.round(box.left)}, ${Math.round(box.right)}] "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      if (wide.length >= 5) break;
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });
}

const routes = () => [
  '/',
  '/test',
  '/multi-level',
  '/myResult',
  '/payment',
  '/bonus',
  '/rating',
  '/cefr/rating',
  '/contact',
  '/faq',
  '/no-such-page',
  `/listening/${examId}`,
  `/reading/${examId}`,
  `/writing/${examId}`,
  `/speaking/${examId}`,
];

describe('every page fits a 390 px phone, menu button on screen', () => {
  it('no page is wider than the phone, and the menu opens from a button on screen', async () => {
    const problems: Record<string, unknown> = {};
    for (const route of routes()) {
      await page.goto(route);
      await page.getByRole('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      const menu = page.getByRole('button', { name: 'Open menu' });
      const menuBox = (await menu.isVisible()) ? await menu.boundingBox() : null;
      const measured = await overflow(page);
      const menuOnScreen = menuBox !== null && menuBox.x >= 0 && menuBox.x + menuBox.width <= VIEWPORT.width;
      if (measured.scrollWidth > measured.width || measured.wide.length > 0 || !menuOnScreen) {
        problems[route] = { ...measured, menuOnScreen };
      }
    }
    expect(problems).toEqual({});
  }, 180_000);
});

describe('the reading runner on a phone', () => {
  it('gives the passage most of the screen, and the questions theirs, one at a time', async () => {
    const { examId: reading } = await apiAs<{ examId: number }>(token, 'POST', '/ielts/exam/create?bookId=2');
    await apiAs(token, 'POST', '/ielts/exam/attempt/create/inline', { examId: reading, sectionType: 'LISTENING', userAnswer: Array<string>(40).fill('') });
    await page.goto(`/book2/${reading}`);
    await resumeRunner(page);
    await page.getByRole('heading', { level: 1, name: 'Reading exam' }).waitFor();
    const passage = page.getByRole('region', { name: 'Reading Passage 1', exact: true });
    const questions = page.getByRole('region', { name: 'Questions for Reading Passage 1' });
    await passage.waitFor();
    expect(await questions.isVisible()).toBe(false);
    // The passage's share of the screen: its box within the viewport.
    const share = async (region: typeof passage) => {
      const box = (await region.boundingBox())!;
      return (Math.min(box.y + box.height, VIEWPORT.height) - Math.max(box.y, 0)) / VIEWPORT.height;
    };
    expect(await share(passage)).toBeGreaterThan(0.5);
    await page.getByRole('group', { name: 'Show the passage or the questions' }).getByRole('button', { name: 'Questions' }).click();
    await questions.waitFor();
    expect(await passage.isVisible()).toBe(false);
    expect(await share(questions)).toBeGreaterThan(0.5);
    // Nothing of the runner is wider than the phone either.
    expect((await overflow(page)).wide).toEqual([]);
  }, 120_000);
});
