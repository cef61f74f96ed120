import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { faqItems } from '../../components/Faq/faqItems';
import { mobile, preparePage, withPage, type PageParameters } from '../../storybook/page';
import { FaqPage } from './FaqPage';

const meta = {
  title: 'Pages/FAQ',
  component: FaqPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: preparePage,
  parameters: { layout: 'fullscreen', page: { route: '/faq' } satisfies PageParameters },
} satisfies Meta<typeof FaqPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    const questions = faqItems.map((item) => canvas.getByRole('button', { name: item.question }));
    await expect(questions).toHaveLength(6);
    await step('the same six questions as home, with their answers, one open at a time', async () => {
      await userEvent.click(questions[3] as HTMLElement);
      await expect(canvas.getByText(/as many times as you like/)).toBeVisible();
      await userEvent.click(questions[5] as HTMLElement);
      await expect(questions[3]).toHaveAttribute('aria-expanded', 'false');
      await expect(questions[5]).toHaveAttribute('aria-expanded', 'true');
    });
    await step('keyboard: Enter toggles the focused question closed', async () => {
      (questions[5] as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(questions[5]).toHaveAttribute('aria-expanded', 'false'));
    });
    await expect(canvas.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: faqItems[0]?.question ?? '' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};
