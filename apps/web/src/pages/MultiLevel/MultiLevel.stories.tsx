import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { bonus, multiLevelExams } from '../../storybook/fixtures';
import { api, failing, pending } from '../../storybook/handlers';
import { mobile, preparePage, withPage, type PageParameters } from '../../storybook/page';
import { MultiLevelPage } from './MultiLevel';

const bought = fn();
const examsHandler = (items = multiLevelExams) => http.get(api('/user/exams'), () => HttpResponse.json(items));
const buyWith = (status: number, body: object) =>
  http.post(api('/user/buy-exam'), async ({ request }) => {
    const form = await request.formData();
    bought({ mock_exam_id: form.get('mock_exam_id'), type: form.get('type'), multipart: request.headers.get('content-type')?.startsWith('multipart/form-data') });
    return HttpResponse.json(body, { status });
  });
const bonusHandler = (bonusAvailable = 0) => http.get(api('/bonus/get-bonus-information-me'), () => HttpResponse.json({ ...bonus, bonusAvailable }));
const buyOk = buyWith(200, { statusCode: 200, message: 'Exam purchased', exam: { id: 77 }, price: 25_000, balance: 1_225_000 });

const meta = {
  title: 'Pages/Multi Level',
  component: MultiLevelPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: async (context) => {
    bought.mockClear();
    return preparePage(context);
  },
  parameters: {
    layout: 'fullscreen',
    page: { route: '/multi-level', auth: 'loggedIn', handlers: [examsHandler(), buyOk, bonusHandler()] } satisfies PageParameters,
  },
} satisfies Meta<typeof MultiLevelPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Multi Level' })).toBeVisible();
    const cards = await canvas.findAllByRole('button', { name: /Multi Level Mock/ });
    await expect(cards).toHaveLength(2);
    await expect(cards[0]).toHaveTextContent('Multi Level Mock 1');
    await expect(within(cards[0] as HTMLElement).getByText('Available')).toBeVisible();
    await expect(within(cards[0] as HTMLElement).getByText('Prepare yourself for the best experience!')).toBeVisible();
    await expect(cards[0]).toHaveTextContent('Start');
  },
};

export const BuyWithAi: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('a card asks AI or Human, with the prices', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: /Multi Level Mock 1/ }));
      const dialog = await canvas.findByRole('dialog', { name: 'What will you choose to have your test checked by AI or Human ?' });
      await expect(within(dialog).getByRole('button', { name: /^AI/ }).textContent).toMatch(/^AI25\s000 uzs$/);
      await expect(within(dialog).getByRole('button', { name: /^Human/ }).textContent).toMatch(/^Human50\s000 uzs$/);
    });
    await step('AI buys it (multipart) and opens the runner', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^AI/ }));
      await waitFor(() => expect(bought).toHaveBeenCalledWith({ mock_exam_id: '1', type: 'ai', multipart: true }));
      await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/multi-level/exam/77'));
      await expect(localStorage.getItem('mlSection')).toBe('listening');
    });
  },
};

export const FreeWithReferralBonus: Story = {
  parameters: { page: { route: '/multi-level', auth: 'loggedIn', handlers: [examsHandler(), buyOk, bonusHandler(1)] } satisfies PageParameters },
  play: async ({ canvas, userEvent }) => {
    // The server spends an earned bonus on the next AI-checked exam: the modal says so instead of the AI price.
    await userEvent.click(await canvas.findByRole('button', { name: /Multi Level Mock 1/ }));
    const dialog = await canvas.findByRole('dialog', { name: 'What will you choose to have your test checked by AI or Human ?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^AI/ })).toHaveTextContent('AIFree with your referral bonus'));
    await expect(within(dialog).getByRole('button', { name: /^Human/ }).textContent).toMatch(/^Human50\s000 uzs$/);
  },
};

export const NotEnoughMoney: Story = {
  parameters: {
    page: {
      route: '/multi-level',
      auth: 'loggedIn',
      handlers: [examsHandler(), buyWith(402, { statusCode: 402, message: 'Not enough money: 50 000 uzs needed' })],
    } satisfies PageParameters,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Multi Level Mock 2/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /^Human/ }));
    await waitFor(() => expect(bought).toHaveBeenCalledWith({ mock_exam_id: '2', type: 'human', multipart: true }));
    const dialog = await canvas.findByRole('dialog', { name: 'There is not enough money on your balance' });
    await expect(within(dialog).getByRole('link', { name: 'Top up balance' })).toHaveAttribute('href', '/payment');
    await expect(canvas.queryByRole('dialog', { name: /AI or Human/ })).toBeNull();
    await expect(await canvas.findByText('Not enough money: 50 000 uzs needed')).toBeVisible();
  },
};

export const BuyFailsWithoutMessage: Story = {
  parameters: { page: { route: '/multi-level', auth: 'loggedIn', handlers: [examsHandler(), buyWith(500, {})] } satisfies PageParameters },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Multi Level Mock 1/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /^AI/ }));
    await expect(await canvas.findByText('Error.')).toBeVisible();
    await expect(await canvas.findByRole('dialog', { name: 'There is not enough money on your balance' })).toBeVisible();
  },
};

export const BuySessionExpired: Story = {
  parameters: {
    page: { route: '/multi-level', auth: 'loggedIn', handlers: [examsHandler(), buyWith(401, { statusCode: 401, message: 'Login required' })] } satisfies PageParameters,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Multi Level Mock 1/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /^AI/ }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login'));
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { page: { route: '/multi-level', auth: 'loggedIn', handlers: [examsHandler([])] } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Data empty')).toBeVisible();
  },
};

export const LoggedOut: Story = {
  parameters: { page: { route: '/multi-level', auth: 'loggedOut', handlers: [failing('get', '/user/exams', 401, 'Login required')] } satisfies PageParameters },
  play: async ({ canvas }) => {
    // The list needs a token: a visitor sees the empty state.
    await expect(await canvas.findByText('Data empty')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { page: { route: '/multi-level', auth: 'loggedIn', handlers: [pending('get', '/user/exams')] } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading exams' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('button', { name: /Multi Level Mock/ })).toHaveLength(2);
  },
};
