import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { multiLevelTopHandler, failing, pending, top10Handler } from '../../storybook/handlers';
import { mobile, preparePage, withPage, type PageParameters } from '../../storybook/page';
import { HomePage } from './Home';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: preparePage,
  parameters: {
    layout: 'fullscreen',
    page: { route: '/', handlers: [top10Handler(), multiLevelTopHandler()] } satisfies PageParameters,
  },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('the hero: CEFR banner, title, description, Try now, New feature, six services', async () => {
      await expect(canvas.getByRole('link', { name: 'CEFR Multi Level mock exams are here' })).toHaveAttribute('href', '/multi-level');
      await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(canvas.getByText(/find out your IELTS and CEFR levels with AI/)).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Try now' })).toHaveAttribute('href', '/test');
      await expect(canvas.getByText('New feature')).toBeVisible();
      const services = within(canvas.getByRole('list', { name: 'Services' })).getAllByRole('heading');
      await expect(services.map((h) => h.textContent)).toEqual([
        'Listening',
        'Writing',
        'Speaking',
        'Writing Assessment',
        'Speaking Practice',
        'Mock Tests',
      ]);
    });
    await step('the CEO quote, the leaderboard, the FAQ and the contact block follow in order', async () => {
      const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      const order = ['How Bandwise works', 'Our Leaderboard', 'Frequently asked questions', 'Still have questions?'];
      await expect(order.map((h) => headings.indexOf(h))).toEqual([...order.map((h) => headings.indexOf(h))].sort((a, b) => a - b));
      await expect(canvas.getByText('CEO, Bandwise')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
    });
    await step('the IELTS leaderboard shows first: name or Unknown, score, date and time', async () => {
      const board = await canvas.findByRole('list', { name: 'IELTS leaderboard' });
      const rows = within(board).getAllByRole('listitem');
      await expect(rows).toHaveLength(6);
      await expect(rows[0]).toHaveTextContent('Aziz Rahimov');
      await expect(rows[0]).toHaveTextContent('Score: 8.5');
      await expect(rows[0]).toHaveTextContent('2025-03-14');
      await expect(rows[0]).toHaveTextContent('09:05');
      await expect(rows[2]).toHaveTextContent('Unknown');
      await expect(canvas.getByRole('button', { name: 'IELTS' })).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('link', { name: 'View all results' })).toHaveAttribute('href', '/rating');
    });
  },
};

export const LeaderboardMultiLevel: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'IELTS leaderboard' });
    await userEvent.click(canvas.getByRole('button', { name: 'CEFR' }));
    await expect(canvas.getByRole('button', { name: 'CEFR' })).toHaveAttribute('aria-pressed', 'true');
    const board = await canvas.findByRole('list', { name: 'CEFR leaderboard' });
    const rows = within(board).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('Sardor Aliyev');
    await expect(rows[0]).toHaveTextContent('Score: 68');
    await expect(rows[1]).toHaveTextContent('Unknown');
    await expect(canvas.getByRole('link', { name: 'View all results' })).toHaveAttribute('href', '/cefr/rating');
  },
};

export const LeaderboardLoading: Story = {
  parameters: { page: { route: '/', handlers: [pending('get', '/user/top-10')] } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading leaderboard' })).toBeVisible();
    await expect(canvas.queryByText('No results found.')).toBeNull();
  },
};

export const LeaderboardEmpty: Story = {
  parameters: { page: { route: '/', handlers: [top10Handler([])] } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found.')).toBeVisible();
  },
};

export const LeaderboardError: Story = {
  parameters: { page: { route: '/', handlers: [failing('get', '/user/top-10', 500, 'Internal server error')] } satisfies PageParameters },
  play: async ({ canvas }) => {
    // Only logged (seed 000 section 8): the list stays empty.
    await expect(await canvas.findByText('No results found.')).toBeVisible();
    await expect(canvas.queryByText('Internal server error')).toBeNull();
  },
};

export const FaqOneAtATime: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const first = canvas.getByRole('button', { name: 'How close is the mock to the real IELTS test?' });
    const third = canvas.getByRole('button', { name: 'When will I get my results?' });
    await step('six questions, all closed', async () => {
      const region = canvas.getByRole('region', { name: 'Frequently asked questions' });
      await expect(within(region).getAllByRole('button')).toHaveLength(6);
      await expect(first).toHaveAttribute('aria-expanded', 'false');
    });
    await step('opening one shows its answer', async () => {
      await userEvent.click(first);
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByText(/follows the official format/)).toBeVisible();
    });
    await step('opening another closes the first', async () => {
      await userEvent.click(third);
      await expect(third).toHaveAttribute('aria-expanded', 'true');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.getByText(/within 48 hours/)).toBeVisible();
    });
    await step('closing the open one leaves none open', async () => {
      await userEvent.click(third);
      await waitFor(() => expect(third).toHaveAttribute('aria-expanded', 'false'));
      await expect(canvas.queryByText(/within 48 hours/)).toBeNull();
    });
  },
};

export const LoggedIn: Story = {
  parameters: { page: { route: '/', auth: 'loggedIn', handlers: [top10Handler(), multiLevelTopHandler()] } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Result' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'IELTS leaderboard' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    // The CEFR banner is hidden on the smallest screens (seed 000 section 2.3).
    await expect(canvas.getByText('CEFR Multi Level mock exams are here').closest('a')).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'IELTS leaderboard' })).toBeVisible();
  },
};
