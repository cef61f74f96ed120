import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile } from './browser';
import { apiAs, launchWithMicrophone, loginAs, resumeRunner } from './exam-support';
import { giveRole, topUp } from './staff-support';

/**
 * Every page fits a 390 px phone (issue 33), the learner's and the staff's: at 390x844 no element sticks out past the
 * screen's edge (a page wider than the phone pushes the menu off and scrolls sideways), and the menu button is on
 * screen. Content inside a box that scrolls or clips on its own (a wide table in its scroller) does not count: that box
 * fits.
 */
const PHONE = '+998907338801';
const ADMIN = '+998907338802';
const VIEWPORT = { width: 390, height: 844 };

const browser = browserForFile(launchWithMicrophone);
let page: Page;
let token: string;
let examId: number;
let learnerId: number;
/** The multi-level (CEFR) result pages of an AI-checked exam with every section in. */
let cefrResults: string[];
/** A multi-level essay checked by a person: the examiner's marking page has something to show. */
let markingRoute: string | undefined;
let admin: Page;

type MultiLevelExam = {
  sections: Array<{ id: number; type: string; parts: Array<{ id: number; questions: Array<{ id: number; type: string; answers: Array<{ id: number }> }> }> }>;
};

/** Buys a multi-level exam and submits its first `sections` sections through the server (choices, words, essays). */
async function multiLevelExam(type: 'ai' | 'human', sections: number, essay: string): Promise<number> {
  const [mock] = await apiAs<Array<{ id: number }>>(token, 'GET', '/user/exams');
  const { exam } = await apiAs<{ exam: { id: number } }>(token, 'POST', '/user/buy-exam', { mock_exam_id: mock!.id, type });
  const started = await apiAs<MultiLevelExam>(token, 'POST', '/user/start-exam', { exam_id: exam.id });
  for (const section of started.sections.slice(0, sections)) {
    const parts = section.parts.map((part) => ({
      id: part.id,
      part_type: section.type,
      answers: part.questions.map((question) => ({
        question_id: question.id,
        question_type: question.type,
        answer_id: question.answers[0]?.id ?? null,
        answer_text: question.answers.length > 0 ? null : section.type === 'writing' ? essay : 'a',
      })),
    }));
    await apiAs(token, 'POST', '/user/check', { section_id: section.id, exam_id: exam.id, parts });
  }
  return exam.id;
}

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

  ({ data: { id: learnerId } } = await apiAs<{ data: { id: number } }>(token, 'GET', '/user/profile'));
  await topUp(learnerId, 200_000);
  const cefr = await multiLevelExam('ai', 4, essay);
  await apiAs(token, 'POST', '/user/finish-exam', { exam_id: cefr });
  const mine = await apiAs<Array<{ id: number; section_scores: Array<{ id: number; type: string }> }>>(token, 'POST', '/user/my-exams', { user_id: learnerId });
  cefrResults = mine.find((item) => item.id === cefr)!.section_scores.map((section) => `/cefr/${section.type}/${cefr}/${section.id}`);
  await multiLevelExam('human', 3, essay);

  await giveRole(ADMIN, 'admin');
  let adminToken: string;
  ({ page: admin, token: adminToken } = await loginAs(browser(), ADMIN));
  await admin.setViewportSize(VIEWPORT);
  const { items } = await apiAs<{ items: Array<{ id: number }> }>(adminToken, 'GET', '/examiner/queue');
  markingRoute = items[0] && `/examiner/${items[0].id}`;
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
  ...cefrResults,
];

/** The staff console's pages, as its admin sees them. */
const staffRoutes = () => [
  '/examiner',
  ...(markingRoute ? [markingRoute] : []),
  '/admin/settings',
  '/admin/messages',
  '/admin/audit',
  '/admin/payments',
  '/admin/users',
  `/admin/users/${learnerId}`,
  '/admin/agreement',
  '/admin/grading',
  '/admin/content',
];

/** Each route that is wider than the phone or hides the menu button, with what sticks out. */
async function misfits(target: Page, list: string[]): Promise<Record<string, unknown>> {
  const problems: Record<string, unknown> = {};
  for (const route of list) {
    await target.goto(route);
    await target.getByRole('main').first().waitFor();
    await target.waitForLoadState('networkidle');
    const menu = target.getByRole('button', { name: 'Open menu' });
    const menuBox = (await menu.isVisible()) ? await menu.boundingBox() : null;
    const measured = await overflow(target);
    const menuOnScreen = menuBox !== null && menuBox.x >= 0 && menuBox.x + menuBox.width <= VIEWPORT.width;
    if (measured.scrollWidth > measured.width || measured.wide.length > 0 || !menuOnScreen) {
      problems[route] = { ...measured, menuOnScreen };
    }
  }
  return problems;
}

describe('every page fits a 390 px phone, menu button on screen', () => {
  it('no page is wider than the phone, and the menu opens from a button on screen', async () => {
    expect(cefrResults).toHaveLength(4);
    expect(await misfits(page, routes())).toEqual({});
  }, 180_000);

  it("the staff console's pages too, the examiner's marking page among them", async () => {
    expect(markingRoute).toBeDefined();
    expect(await misfits(admin, staffRoutes())).toEqual({});
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
