import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { api, pending } from '../../storybook/handlers';
import { mobile, preparePage, withPage, type PageParameters } from '../../storybook/page';
import { PaymentPage } from './Payment';

const withCheckout = http.get(api('/settings/public'), () =>
  HttpResponse.json({
    payment: {
      checkoutUrl: 'https://checkout.test.example/',
      merchant: 'merchant-123',
      callback: '/myResult',
      description: 'Bandwise balance top-up',
      detail: 'eyJ0eXBlIjoidG9wdXAifQ==',
    },
  }),
);

const meta = {
  title: 'Pages/Payment',
  component: PaymentPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: preparePage,
  parameters: {
    layout: 'fullscreen',
    page: { route: '/payment', auth: 'loggedIn', handlers: [withCheckout] } satisfies PageParameters,
  },
} satisfies Meta<typeof PaymentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const hidden = (form: HTMLFormElement, name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await step("the title, an empty amount and a disabled 'To'lash'", async () => {
      await expect(canvas.getByRole('heading', { name: "Hisobni to'ldirish" })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Summa' })).toHaveValue('');
      await expect(canvas.getByRole('button', { name: "To'lash" })).toBeDisabled();
    });
    await step('digits only, grouped by spaces; the form carries the seed fields', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Summa' }), '12a50000');
      await expect(canvas.getByRole('textbox', { name: 'Summa' })).toHaveValue('1 250 000');
      await waitFor(() => expect(canvas.getByRole('button', { name: "To'lash" })).toBeEnabled());
      await waitFor(() => expect(form).toHaveAttribute('action', 'https://checkout.test.example/'));
      await expect(form).toHaveAttribute('method', 'post');
      await expect(hidden(form, 'amount')).toBe('125000000');
      await expect(hidden(form, 'account[id]')).toBe('42');
      await expect(hidden(form, 'merchant')).toBe('merchant-123');
      await expect(hidden(form, 'lang')).toBe('uz');
      await expect(hidden(form, 'callback_timeout')).toBe('100');
      await expect(hidden(form, 'callback')).toBe(`${window.location.origin}/myResult`);
      await expect(hidden(form, 'description')).toBe('Bandwise balance top-up');
      await expect(hidden(form, 'detail')).toBe('eyJ0eXBlIjoidG9wdXAifQ==');
    });
  },
};

export const ZeroAmount: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Summa' }), '000');
    await expect(canvas.getByRole('textbox', { name: 'Summa' })).toHaveValue('0');
    await expect(canvas.getByRole('button', { name: "To'lash" })).toBeDisabled();
  },
};

export const ProfileLoading: Story = {
  parameters: { page: { route: '/payment', auth: 'loggedIn', handlers: [pending('get', '/user/profile')] } satisfies PageParameters },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Summa' }), '5000');
    // Without the user's id there is no account to credit yet.
    await expect(canvas.getByRole('button', { name: "To'lash" })).toBeDisabled();
  },
};

export const LoggedOut: Story = {
  parameters: { page: { route: '/payment', auth: 'loggedOut' } satisfies PageParameters },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/to top up your balance/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Summa' }), '5000');
    await expect(canvas.getByRole('textbox', { name: 'Summa' })).toHaveValue('5 000');
    await expect(canvas.getByRole('button', { name: "To'lash" })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "Hisobni to'ldirish" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: "To'lash" })).toBeVisible();
  },
};
