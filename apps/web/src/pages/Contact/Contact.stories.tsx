import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { api, settingsHandler } from '../../storybook/handlers';
import { mobile, preparePage, withPage, type PageParameters } from '../../storybook/page';
import { ContactPage } from './Contact';

const sent = fn();
const sendOk = http.post(api('/user/send-message'), async ({ request }) => {
  sent(await request.json());
  return HttpResponse.json({ statusCode: 200, message: 'Message sent' });
});
const sendFails = (status: number, message?: string) =>
  http.post(api('/user/send-message'), async ({ request }) => {
    sent(await request.json());
    return HttpResponse.json(message ? { statusCode: status, message } : {}, { status });
  });
const withContact = http.get(api('/settings/public'), async () =>
  HttpResponse.json({ contact: { email: 'hello@bandwise.example', address: '12 Amir Temur street, Tashkent', phone: '+998 71 123 45 67' } }),
);

const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: async (context) => {
    sent.mockClear();
    return preparePage(context);
  },
  parameters: {
    layout: 'fullscreen',
    page: { route: '/contact', auth: 'loggedIn', handlers: [sendOk, withContact] } satisfies PageParameters,
  },
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fill(canvas: Canvas, userEvent: User, { privacy = true, phone = '' } = {}) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Aziza');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Tursunova');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'aziza@example.com');
  if (phone) await userEvent.type(canvas.getByRole('textbox', { name: /Phone number/ }), phone);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'When will my writing be checked?');
  if (privacy) await userEvent.click(canvas.getByRole('checkbox'));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Contact us' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'hello@bandwise.example' })).toHaveAttribute('href', 'mailto:hello@bandwise.example'));
    await expect(canvas.getByText('12 Amir Temur street, Tashkent')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+998 71 123 45 67' })).toHaveAttribute('href', 'tel:+998711234567');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /Phone number/ })).not.toBeRequired();
    await expect(canvas.getByRole('checkbox')).toBeRequired();
  },
};

export const SendsAndClears: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { phone: '+998901112233' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        message: 'When will my writing be checked?',
        first_name: 'Aziza',
        last_name: 'Tursunova',
        email: 'aziza@example.com',
        phone_number: '+998901112233',
      }),
    );
    await expect(await canvas.findByText('Successful!')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};

export const PrivacyRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { privacy: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Tick the box to agree to the privacy policy');
    await expect(box).toHaveFocus();
    await expect(sent).not.toHaveBeenCalled();
    // Ticking it clears the message; the next send goes.
    await userEvent.click(box);
    await expect(canvas.queryByText('Tick the box to agree to the privacy policy')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  },
};

export const EveryProblemSaid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'aziza@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    // Each field says what is wrong in words, tied to it for screen readers; focus goes to the first one.
    const first = canvas.getByRole('textbox', { name: 'First name' });
    await expect(first).toHaveAccessibleDescription('First name is required');
    await expect(first).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription('Last name is required');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter an email address like name@example.com');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message is required');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('Tick the box to agree to the privacy policy');
    await expect(canvas.getByRole('textbox', { name: /Phone number/ })).not.toBeInvalid();
    await expect(sent).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  parameters: { page: { route: '/contact', auth: 'loggedIn', handlers: [sendFails(400, 'body.email: Expected an email address')] } satisfies PageParameters },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Error!')).toBeVisible();
    await expect(canvas.getByText('body.email: Expected an email address')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Aziza');
  },
};

export const ErrorWithoutMessage: Story = {
  parameters: { page: { route: '/contact', auth: 'loggedIn', handlers: [sendFails(500)] } satisfies PageParameters },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Error.')).toBeVisible();
  },
};

/** A visitor's message is taken without a login (issue 33): nothing is cleared, nobody is sent away. */
export const LoggedOutSend: Story = {
  parameters: {
    page: {
      route: '/contact',
      auth: 'loggedOut',
      storage: { examSection: 'READING' },
      handlers: [sendOk, settingsHandler()],
    } satisfies PageParameters,
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Successful!')).toBeVisible();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/contact$/);
    await expect(localStorage.getItem('examSection')).toBe('READING');
  },
};

/** Too many messages from one address: said in words, and what was written stays to send later. */
export const TooManyFromVisitor: Story = {
  parameters: { page: { route: '/contact', auth: 'loggedOut', handlers: [sendFails(429, 'Too many messages from this address'), settingsHandler()] } satisfies PageParameters },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Too many messages were sent from this connection. Wait a few minutes and send again: your message is still here.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Aziza');
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeVisible();
  },
};
