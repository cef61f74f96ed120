import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { multiLevelTopHandler, failing, pending, top10Handler } from '../../storybook/handlers';
import { mobile, preparePage, withPage, type PageParameters } from '../../storybook/page';
import { RatingPage } from './Rating';

const meta = {
  title: 'Pages/Rating',
  component: RatingPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: preparePage,
  args: { mode: 'IELTS' },
  parameters: {
    layout: 'fullscreen',
    page: { route: '/rating', handlers: [top10Handler(), multiLevelTopHandler()] } satisfies PageParameters,
  },
} satisfies Meta<typeof RatingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The podium's places as they appear left to right (CSS order), and their names. */
function podiumOrder(podium: HTMLElement) {
  return within(podium)
    .getAllByRole('listitem')
    .map((item) => ({ place: item.dataset.place, order: Number(getComputedStyle(item).order), rect: item.getBoundingClientRect() }))
    .sort((a, b) => a.order - b.order || a.rect.top - b.rect.top || a.rect.left - b.rect.left)
    .map((item) => item.place);
}

export const Ielts: Story = {
  play: async ({ canvas, step }) => {
    const podium = await canvas.findByRole('list', { name: 'Top three' });
    await step('the podium reads 2-1-3 from left to right', async () => {
      await expect(podiumOrder(podium)).toEqual(['2', '1', '3']);
      const [first, second, third] = within(podium).getAllByRole('listitem').map((item) => item.getBoundingClientRect().left);
      await expect(second).toBeLessThan(first as number);
      await expect(first).toBeLessThan(third as number);
    });
    await step("a missing name on the podium says 'No name'; in the list, 'Unknown'", async () => {
      const places = within(podium).getAllByRole('listitem');
      await expect(places[0]).toHaveTextContent('Aziz Rahimov');
      await expect(places[0]).toHaveTextContent('Score: 8.5');
      await expect(places[2]).toHaveTextContent('No name');
      const rest = within(canvas.getByRole('list', { name: 'Other results' })).getAllByRole('listitem');
      await expect(rest).toHaveLength(3);
      await expect(rest[0]).toHaveTextContent('Jasur Tokhirov');
      await expect(rest[2]).toHaveTextContent('Unknown');
      await expect(rest[2]).toHaveTextContent('2025-03-01');
      await expect(rest[2]).toHaveTextContent('07:45');
    });
  },
};

export const MultiLevel: Story = {
  args: { mode: 'CEFR' },
  parameters: { page: { route: '/cefr/rating', handlers: [multiLevelTopHandler()] } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'CEFR rating' })).toBeVisible();
    const podium = await canvas.findByRole('list', { name: 'Top three' });
    const places = within(podium).getAllByRole('listitem');
    await expect(places[0]).toHaveTextContent('Sardor Aliyev');
    await expect(places[0]).toHaveTextContent('Score: 68');
    await expect(places[1]).toHaveTextContent('No name');
    const rest = within(canvas.getByRole('list', { name: 'Other results' })).getAllByRole('listitem');
    await expect(rest).toHaveLength(1);
  },
};

export const Loading: Story = {
  parameters: { page: { route: '/rating', handlers: [pending('get', '/user/top-10')] } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading rating' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { page: { route: '/rating', handlers: [top10Handler([])] } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Top three' })).toBeNull();
  },
};

export const LoadFails: Story = {
  args: { mode: 'CEFR' },
  parameters: {
    page: { route: '/cefr/rating', handlers: [failing('get', '/ielts/exam/result/top-exam-result/MONTHLY', 500, 'Internal server error')] } satisfies PageParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const podium = await canvas.findByRole('list', { name: 'Top three' });
    // Phones read first, second, third from the top.
    await expect(podiumOrder(podium)).toEqual(['1', '2', '3']);
  },
};
