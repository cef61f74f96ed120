import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ieltsBookList } from '../../storybook/fixtures';
import { api, failing, ieltsBooksHandler } from '../../storybook/handlers';
import { mobile, preparePage, withPage, type PageParameters } from '../../storybook/page';
import { TestListPage } from './TestList';

const createCalls = fn();
const createOk = http.post(api('/ielts/exam/create'), ({ request }) => {
  const bookId = new URL(request.url).searchParams.get('bookId');
  createCalls(bookId);
  const examId = 54 + Number(bookId);
  return HttpResponse.json({ statusCode: 200, message: String(examId), examId });
});
const createFails = (status: number, message?: string) =>
  http.post(api('/ielts/exam/create'), ({ request }) => {
    createCalls(new URL(request.url).searchParams.get('bookId'));
    return HttpResponse.json(message ? { statusCode: status, message } : {}, { status });
  });

const meta = {
  title: 'Pages/IELTS test list',
  component: TestListPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: async (context) => {
    createCalls.mockClear();
    return preparePage(context);
  },
  parameters: {
    layout: 'fullscreen',
    page: { route: '/test', auth: 'loggedIn', handlers: [createOk, ieltsBooksHandler()] } satisfies PageParameters,
  },
} satisfies Meta<typeof TestListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cards, once the published books have come (the list is busy until then). */
const cards = async (canvas: { getAllByRole: (role: string, options?: object) => HTMLElement[]; getByRole: (role: string, options?: object) => HTMLElement }) => {
  await waitFor(() => expect(canvas.getByRole('list', { name: 'IELTS mock tests' })).toHaveAttribute('aria-busy', 'false'));
  return canvas.getAllByRole('button', { name: /^Test \d+ [\w ()]+/ });
};

export const Default: Story = {
  play: async ({ canvas }) => {
    const all = await cards(canvas);
    await expect(all).toHaveLength(6);
    // Each card is titled by its own book: card 2 opens Test 2 and says so.
    await expect(all.map((card) => card.querySelector('span:nth-child(2)')?.textContent)).toEqual([
      'Cambridge (Test 1)',
      'Cambridge (Test 2)',
      'Cambridge (Test 3)',
      'Cambridge (Test 4)',
      'Cambridge (Test 5)',
      'Cambridge (Test 6)',
    ]);
    await expect(all.map((card) => card.getAttribute('data-state'))).toEqual([
      'available',
      'available',
      'available',
      'available',
      'coming-soon',
      'coming-soon',
    ]);
    await expect(within(all[3] as HTMLElement).getByText('Available')).toBeVisible();
    await expect(within(all[5] as HTMLElement).getByText('Coming soon')).toBeVisible();
    for (const card of all) await expect(card).toHaveTextContent('You get a 3x trial');
  },
};

export const ComingSoonBanner: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await cards(canvas))[4] as HTMLElement);
    await expect(await canvas.findByText('Coming Soon')).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    // Gone after 2 seconds.
    await waitFor(() => expect(canvas.queryByText('Coming Soon')).toBeNull(), { timeout: 3000 });
  },
};

export const StartModal: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('an available card opens the start modal with the full-screen warning', async () => {
      await userEvent.click((await cards(canvas))[0] as HTMLElement);
      const dialog = await canvas.findByRole('dialog', { name: 'Ready to submit tests?' });
      await expect(dialog).toHaveTextContent(/leave full screen or switch to another tab/);
      await expect(within(dialog).getByRole('button', { name: 'Start' })).toBeVisible();
    });
    await step('Cancel closes it without starting', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(createCalls).not.toHaveBeenCalled();
    });
  },
};

export const StartBook1: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await cards(canvas))[0] as HTMLElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(createCalls).toHaveBeenCalledWith('1'));
    await expect(await canvas.findByText('To`g`ri!')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/book1/55'));
    // The 3 s toast is waited out, so the shot never races it.
    await waitFor(() => expect(canvas.queryByText('To`g`ri!')).toBeNull(), { timeout: 5000 });
    await expect(localStorage.getItem('examSection')).toBe('listening');
  },
};

export const StartBook2: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await cards(canvas))[1] as HTMLElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(createCalls).toHaveBeenCalledWith('2'));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/book2/56'));
    // The 3 s toast is waited out, so the shot never races it.
    await waitFor(() => expect(canvas.queryByText('To`g`ri!')).toBeNull(), { timeout: 5000 });
  },
};

/** Cards 3 and 4 open books 3 and 4 (4 is General Training); every book but the first runs at /book2 (seed rule). */
export const StartBook3: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await cards(canvas))[2] as HTMLElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(createCalls).toHaveBeenCalledWith('3'));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/book2/57'));
    // The 3 s toast is waited out, so the shot never races it.
    await waitFor(() => expect(canvas.queryByText('To`g`ri!')).toBeNull(), { timeout: 5000 });
  },
};

export const StartBook4: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await cards(canvas))[3] as HTMLElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(createCalls).toHaveBeenCalledWith('4'));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/book2/58'));
    // The 3 s toast is waited out, so the shot never races it.
    await waitFor(() => expect(canvas.queryByText('To`g`ri!')).toBeNull(), { timeout: 5000 });
  },
};

export const StartRefused: Story = {
  parameters: { page: { route: '/test', auth: 'loggedIn', handlers: [createFails(429, 'You can start 3 IELTS exams a day'), ieltsBooksHandler()] } satisfies PageParameters },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await cards(canvas))[0] as HTMLElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start' }));
    await expect(await canvas.findByText('You can start 3 IELTS exams a day')).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/test');
    await expect(canvas.getByRole('dialog', { name: 'Ready to submit tests?' })).toBeVisible();
  },
};

export const StartFailsWithoutMessage: Story = {
  parameters: { page: { route: '/test', auth: 'loggedIn', handlers: [createFails(500), ieltsBooksHandler()] } satisfies PageParameters },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await cards(canvas))[0] as HTMLElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start' }));
    await expect(await canvas.findByText('Error!')).toBeVisible();
  },
};

export const StartLoggedOut: Story = {
  parameters: { page: { route: '/test', auth: 'loggedOut', handlers: [createFails(401, 'Login required'), ieltsBooksHandler()] } satisfies PageParameters },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await cards(canvas))[0] as HTMLElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start' }));
    await expect(await canvas.findByText('Login required')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login'));
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const all = await cards(canvas);
    await expect(all).toHaveLength(6);
    // Each card is titled by its own book: card 2 opens Test 2 and says so.
    await expect(all.map((card) => card.querySelector('span:nth-child(2)')?.textContent)).toEqual([
      'Cambridge (Test 1)',
      'Cambridge (Test 2)',
      'Cambridge (Test 3)',
      'Cambridge (Test 4)',
      'Cambridge (Test 5)',
      'Cambridge (Test 6)',
    ]);
    // One column on phones: the cards stack.
    const [first, second] = all.map((card) => card.getBoundingClientRect());
    await expect(second?.left).toBe(first?.left);
    await expect(second?.top).toBeGreaterThanOrEqual(first?.bottom ?? Infinity);
  },
};

/** A newly published book (id 8) is an eighth card, open at once; cards 5 to 7 stay 'Coming soon'. */
export const PublishedBook: Story = {
  parameters: {
    page: {
      route: '/test',
      auth: 'loggedIn',
      handlers: [createOk, ieltsBooksHandler([...ieltsBookList, { id: 8, slug: 'book8', name: 'NEW TEST', module: 'general', version: 1 }])],
    } satisfies PageParameters,
  },
  play: async ({ canvas }) => {
    const all = await cards(canvas);
    await expect(all.map((card) => card.getAttribute('data-state'))).toEqual([...Array(4).fill('available'), ...Array(3).fill('coming-soon'), 'available']);
  },
};

/** A server that does not list its books (the seeds name no such call): the four shipped books' cards open. */
export const WithoutBookList: Story = {
  parameters: { page: { route: '/test', auth: 'loggedIn', handlers: [createOk, failing('get', '/ielts/books', 404, 'Not found')] } satisfies PageParameters },
  play: async ({ canvas }) => {
    const all = await cards(canvas);
    await expect(all.map((card) => card.getAttribute('data-state'))).toEqual([...Array(4).fill('available'), 'coming-soon', 'coming-soon']);
  },
};
