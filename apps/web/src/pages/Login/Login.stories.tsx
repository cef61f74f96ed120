import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { api, profileHandler } from '../../storybook/handlers';
import { profile } from '../../storybook/fixtures';
import { mobile, preparePage, withPage, type PageParameters } from '../../storybook/page';
import { LoginPage } from './Login';

const loginCalls = fn();
const updateCalls = fn();

const loginOk = http.post(api('/auth/login/:code'), ({ params }) => {
  loginCalls(params.code);
  return HttpResponse.json({ statusCode: 200, message: 'new-session-token' });
});
const loginRefused = http.post(api('/auth/login/:code'), ({ params }) => {
  loginCalls(params.code);
  return HttpResponse.json({ statusCode: 401, message: 'The code is wrong or has expired' }, { status: 401 });
});
const loginNoMessage = http.post(api('/auth/login/:code'), ({ params }) => {
  loginCalls(params.code);
  return new HttpResponse(null, { status: 502 });
});
const updateOk = http.put(api('/user/update-information'), async ({ request }) => {
  updateCalls(await request.json());
  return HttpResponse.json({ statusCode: 200, message: 'Updated', data: profile });
});
const updateRefused = http.put(api('/user/update-information'), () => new HttpResponse(null, { status: 500 }));
const newcomer = profileHandler({ ...profile, name: null, surname: null });

const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: async (context) => {
    loginCalls.mockClear();
    updateCalls.mockClear();
    return preparePage(context);
  },
  parameters: {
    layout: 'fullscreen',
    page: { route: '/login', handlers: [loginOk, updateOk, newcomer] } satisfies PageParameters,
  },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvas: { getAllByRole: (role: string, options: object) => HTMLElement[] }) =>
  canvas.getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByText(/Get your verification code from our Telegram bot/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '@BandwiseBot' })).toHaveAttribute('href', 'https://t.me/BandwiseBot');
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toBeVisible();
    await expect(boxes(canvas)).toHaveLength(6);
    await expect(loginCalls).not.toHaveBeenCalled();
  },
};

export const TypeCodeThenEditName: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('typing moves forward; a letter is refused; the sixth digit sends the code', async () => {
      const inputs = boxes(canvas);
      await userEvent.click(inputs[0] as HTMLElement);
      await userEvent.keyboard('12');
      await expect(inputs[2]).toHaveFocus();
      await userEvent.keyboard('x');
      await expect(inputs[2]).toHaveValue('');
      await expect(inputs[2]).toHaveFocus();
      await userEvent.keyboard('3456');
      await waitFor(() => expect(loginCalls).toHaveBeenCalledWith('123456'));
      await expect(loginCalls).toHaveBeenCalledTimes(1);
    });
    await step('success: the token is stored, To`g`ri! shows, Edit Name opens', async () => {
      await expect(await canvas.findByText('To`g`ri!')).toBeVisible();
      await expect(localStorage.getItem('token')).toBe('new-session-token');
      await expect(await canvas.findByRole('dialog', { name: 'Edit Name' })).toBeVisible();
    });
    await step('both names are required', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
      await expect(canvas.getByText('Name is required')).toBeVisible();
      await expect(canvas.getByText('Surname is required')).toBeVisible();
      await expect(updateCalls).not.toHaveBeenCalled();
    });
    await step('Edit saves, confirms and goes home', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Dilnoza');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Surname' }), 'Karimova');
      await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
      await waitFor(() => expect(updateCalls).toHaveBeenCalledWith({ name: 'Dilnoza', surname: 'Karimova' }));
      await expect(await canvas.findByText('Muvaffaqiyatli o`zgartirildi')).toBeVisible();
      await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/));
      // The header now offers the profile instead of Login.
      await expect(await canvas.findByRole('button', { name: 'Profile' })).toBeVisible();
      await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    });
  },
};

export const PasteSpreadsDigits: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const inputs = boxes(canvas);
    await step('a paste fills from the first box; a non-digit stays blank and nothing is sent', async () => {
      await userEvent.click(inputs[0] as HTMLElement);
      await userEvent.paste('12a4567');
      await expect(inputs.map((input) => input.value)).toEqual(['1', '2', '', '4', '5', '6']);
      await expect(inputs[2]).toHaveFocus();
      await expect(loginCalls).not.toHaveBeenCalled();
    });
    await step('filling the gap completes the code and sends it', async () => {
      await userEvent.keyboard('3');
      await waitFor(() => expect(loginCalls).toHaveBeenCalledWith('123456'));
    });
  },
};

export const BackspaceGoesBack: Story = {
  play: async ({ canvas, userEvent }) => {
    const inputs = boxes(canvas);
    await userEvent.click(inputs[0] as HTMLElement);
    await userEvent.keyboard('98');
    await expect(inputs[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(inputs[1]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(inputs[1]).toHaveValue('');
    await expect(inputs[0]).toHaveFocus();
    await expect(inputs[0]).toHaveValue('9');
  },
};

export const WrongCodeRearms: Story = {
  parameters: { page: { route: '/login', handlers: [loginRefused] } satisfies PageParameters },
  play: async ({ canvas, userEvent, step }) => {
    const inputs = boxes(canvas);
    await step("the server's message is shown and the code is not sent again by itself", async () => {
      await userEvent.click(inputs[0] as HTMLElement);
      await userEvent.paste('111111');
      await expect(await canvas.findByText('The code is wrong or has expired')).toBeVisible();
      await expect(loginCalls).toHaveBeenCalledTimes(1);
      await expect(localStorage.getItem('token')).toBeNull();
    });
    await step('emptying a box re-arms: the next full code is sent', async () => {
      const last = inputs[5] as HTMLInputElement;
      await waitFor(() => expect(last).toBeEnabled());
      await userEvent.clear(last);
      await expect(inputs[4]).toHaveFocus();
      await userEvent.click(last);
      await userEvent.keyboard('2');
      await waitFor(() => expect(loginCalls).toHaveBeenLastCalledWith('111112'));
      await expect(loginCalls).toHaveBeenCalledTimes(2);
    });
  },
};

export const FailureWithoutMessage: Story = {
  parameters: { page: { route: '/login', handlers: [loginNoMessage] } satisfies PageParameters },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(boxes(canvas)[0] as HTMLElement);
    await userEvent.paste('654321');
    await expect(await canvas.findByText('Xato!')).toBeVisible();
  },
};

export const SkipGoesHome: Story = {
  parameters: { page: { route: '/login', handlers: [loginOk, updateRefused, newcomer] } satisfies PageParameters },
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.click(boxes(canvas)[0] as HTMLElement);
    await userEvent.paste('123456');
    await canvas.findByRole('dialog', { name: 'Edit Name' });
    await step('a failed save says Xato! and stays', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ali');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Surname' }), 'Valiyev');
      await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
      await expect(await canvas.findByText('Xato!')).toBeVisible();
      await expect(canvas.getByRole('dialog', { name: 'Edit Name' })).toBeVisible();
    });
    await step('Skip goes home without saving', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Skip' }));
      await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/));
    });
  },
};

export const RedirectsWhenLoggedIn: Story = {
  parameters: { page: { route: '/login', auth: 'loggedIn', handlers: [profileHandler()] } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Navigated to /')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Login' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Login' })).toBeVisible();
    for (const input of boxes(canvas)) await expect(input).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
  },
};
