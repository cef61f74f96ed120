import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { bonus } from '../../storybook/fixtures';
import { api, failing, pending } from '../../storybook/handlers';
import { mobile, preparePage, withPage, type PageParameters } from '../../storybook/page';
import { RequireAuth } from '../../app/RequireAuth';
import { BonusPage } from './Bonus';

const bonusHandler = (overrides: Partial<typeof bonus> = {}) =>
  http.get(api('/bonus/get-bonus-information-me'), () => HttpResponse.json({ ...bonus, ...overrides }));

const meta = {
  title: 'Pages/Bonus',
  component: BonusPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: preparePage,
  parameters: {
    layout: 'fullscreen',
    page: { route: '/bonus', auth: 'loggedIn', handlers: [bonusHandler()] } satisfies PageParameters,
  },
} satisfies Meta<typeof BonusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const value = (canvas: { getByText: (text: string) => HTMLElement }, term: string) =>
  canvas.getByText(term).nextElementSibling?.textContent;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Dilnoza Karimova')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://t.me/BandwiseBot?start=ref42abc' })).toHaveAttribute(
      'href',
      'https://t.me/BandwiseBot?start=ref42abc',
    );
    await expect(value(canvas, 'Registration time')).toBe('2025-01-20 08:30');
    await expect(value(canvas, 'Bonuses used')).toBe('1');
    await expect(value(canvas, 'Total invited')).toBe('4');
    await expect(canvas.getByText("You don't have a bonus yet")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the Telegram bot' })).toHaveAttribute('href', 'https://t.me/BandwiseBot');
  },
};

export const WithBonus: Story = {
  parameters: { page: { route: '/bonus', auth: 'loggedIn', handlers: [bonusHandler({ bonusAvailable: 2 })] } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You have 2 bonus exams/)).toBeVisible();
    await expect(canvas.queryByText("You don't have a bonus yet")).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { page: { route: '/bonus', auth: 'loggedIn', handlers: [pending('get', '/bonus/get-bonus-information-me')] } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading bonus information' })).toBeVisible();
  },
};

export const SessionExpired: Story = {
  parameters: {
    page: { route: '/bonus', auth: 'loggedIn', handlers: [failing('get', '/bonus/get-bonus-information-me', 401, 'Login required')] } satisfies PageParameters,
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login'));
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

/** The route's guard: without a stored token /bonus sends the visitor to /login. */
export const LoggedOutGoesToLogin: Story = {
  render: () => <RequireAuth />,
  parameters: { page: { route: '/bonus', auth: 'loggedOut' } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Navigated to /login')).toBeInTheDocument();
    await expect(canvas.queryByText("You don't have a bonus yet")).toBeNull();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("You don't have a bonus yet")).toBeVisible();
  },
};
