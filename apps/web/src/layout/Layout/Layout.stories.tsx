import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { defaultMaintenanceNotice } from '@bandwise/core';
import { settings } from '../../storybook/fixtures';
import { failing, pending, profileHandler, settingsHandler } from '../../storybook/handlers';
import { mobile, preparePage, withPage, type PageParameters } from '../../storybook/page';
import en from '../../i18n/locales/home/en.json';
import uz from '../../i18n/locales/home/uz.json';
import { localeStorageKey } from '../../i18n/locales';
import { Layout } from './Layout';

/** The shell around every page: fixed header, maintenance notice, footer. The page itself is a stand-in here. */
const meta = {
  title: 'Site/Shell',
  component: Layout,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: preparePage,
  render: () => <p style={{ padding: 24 }}>Page content</p>,
  parameters: { layout: 'fullscreen', page: { route: '/' } satisfies PageParameters },
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvas, step }) => {
    await step('the header offers the links, Manual, the academy and Login', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Main' });
      const inNav = within(nav);
      await expect(inNav.getByRole('link', { name: 'MULTILEVEL' })).toHaveAttribute('href', '/multi-level');
      await expect(inNav.getByRole('link', { name: 'IELTS' })).toHaveAttribute('href', '/test');
      await expect(inNav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
      await expect(inNav.getByRole('link', { name: 'Bonus' })).toHaveAttribute('href', '/bonus');
      await expect(inNav.getByRole('button', { name: 'Manual' })).toBeVisible();
      await waitFor(() => expect(inNav.getByRole('link', { name: 'Academy' })).toHaveAttribute('href', 'https://academy.bandwise.example'));
    });
    await step('a visitor sees Login and no My Result', async () => {
      await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      await expect(canvas.queryByRole('link', { name: 'My Result' })).toBeNull();
      await expect(canvas.queryByRole('button', { name: 'Profile' })).toBeNull();
    });
    await step('the logo leads home; the footer has the socials, the bot and 2025', async () => {
      await expect(canvas.getByRole('link', { name: 'Bandwise home' })).toHaveAttribute('href', '/');
      const socials = canvas.getByRole('list', { name: 'Social networks' });
      await waitFor(() =>
        expect(within(socials).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.example/bandwise'),
      );
      await expect(canvas.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/BandwiseBot');
      await expect(canvas.getByText('© 2025 Bandwise')).toBeVisible();
    });
    await step('no maintenance notice while it is switched off', async () => {
      await expect(canvas.queryByRole('dialog')).toBeNull();
    });
  },
};

export const LoggedInProfile: Story = {
  parameters: { page: { route: '/', auth: 'loggedIn' } satisfies PageParameters },
  play: async ({ canvas, userEvent, step }) => {
    await expect(canvas.getByRole('link', { name: 'My Result' })).toHaveAttribute('href', '/myResult');
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await step('the avatar opens the profile: name, phone, exam limit, balance, Logout, Log out everywhere', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Profile' }));
      const dropdown = await canvas.findByRole('region', { name: 'Profile' });
      const inside = within(dropdown);
      await expect(await inside.findByText('Dilnoza Karimova')).toBeVisible();
      await expect(inside.getByText('+998901234567')).toBeVisible();
      await expect(inside.getByText('IELTS Exam limit')).toBeVisible();
      // Used against the operator's daily limit (default 3), so the learner sees what remains.
      await expect(inside.getByText('IELTS Exam limit').nextElementSibling).toHaveTextContent('2 / 3 today');
      await expect(inside.getByText('Balance').nextElementSibling?.textContent).toMatch(/^1\s250\s000 uzs$/);
      await expect(inside.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(inside.getByRole('button', { name: 'Log out everywhere' })).toBeVisible();
    });
    await step('a click on the overlay closes it', async () => {
      const overlay = document.querySelector<HTMLElement>('[data-part="overlay"]');
      if (!overlay) throw new Error('no overlay');
      await userEvent.click(overlay);
      await waitFor(() => expect(canvas.queryByRole('region', { name: 'Profile' })).toBeNull());
    });
  },
};

export const ProfileLoading: Story = {
  parameters: {
    page: { route: '/', auth: 'loggedIn', handlers: [pending('get', '/user/profile')] } satisfies PageParameters,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile' }));
    const dropdown = await canvas.findByRole('region', { name: 'Profile' });
    await expect(dropdown).toHaveAttribute('data-status', 'loading');
    await expect(within(dropdown).getByText('Loading...')).toBeVisible();
    await expect(within(dropdown).queryByText('Balance')).toBeNull();
  },
};

export const ProfileFailed: Story = {
  parameters: {
    page: { route: '/', auth: 'loggedIn', handlers: [failing('get', '/user/profile', 500, 'Internal server error')] } satisfies PageParameters,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile' }));
    const dropdown = await canvas.findByRole('region', { name: 'Profile' });
    // Nothing is shown to the learner (seed 000 section 8); the state is 'failed', the token stays.
    await waitFor(() => expect(dropdown).toHaveAttribute('data-status', 'failed'));
    await expect(within(dropdown).queryByText('Internal server error')).toBeNull();
    await expect(within(dropdown).queryByText('Balance')).toBeNull();
    await expect(within(dropdown).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(localStorage.getItem('token')).not.toBeNull();
  },
};

export const ProfileUnauthorized: Story = {
  parameters: {
    page: { route: '/', auth: 'loggedIn', storage: { examSection: 'READING' }, handlers: [failing('get', '/user/profile', 401, 'Login required')] } satisfies PageParameters,
  },
  play: async ({ canvas }) => {
    // A 401 removes the token silently: the header falls back to Login, other storage stays.
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
    await expect(localStorage.getItem('token')).toBeNull();
    await expect(localStorage.getItem('examSection')).toBe('READING');
    await expect(canvas.queryByText('Login required')).toBeNull();
  },
};

export const ManualVideo: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const play = spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    try {
      await step('Manual opens the tutorial video and plays it', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Manual' }));
        const dialog = await canvas.findByRole('dialog', { name: 'Manual' });
        const video = dialog.querySelector('video');
        await expect(video).not.toBeNull();
        await expect(video).toHaveAttribute('src', '/api/media/brand/manual.mp4');
        await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
        // 95% wide below 768 px, 50% from there: the story canvas is desktop-sized.
        await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(Math.round(window.innerWidth * 0.5));
        (video as HTMLVideoElement).currentTime = 3;
      });
      await step('closing it pauses and rewinds', async () => {
        const video = canvas.getByRole('dialog', { name: 'Manual' }).querySelector('video') as HTMLVideoElement;
        await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Manual' })).toBeNull());
        await expect(pause).toHaveBeenCalledTimes(1);
        await expect(video.currentTime).toBe(0);
      });
    } finally {
      play.mockRestore();
      pause.mockRestore();
    }
  },
};

export const ManualWithoutVideo: Story = {
  parameters: {
    page: { route: '/', handlers: [settingsHandler({ brand: { ...settings.brand, tutorialVideoUrl: '' } })] } satisfies PageParameters,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manual' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Manual' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('There is no tutorial video yet.');
    await expect(dialog.querySelector('video')).toBeNull();
  },
};

export const MaintenanceNotice: Story = {
  parameters: {
    page: { route: '/', handlers: [settingsHandler({ maintenance: { ...defaultMaintenanceNotice, enabled: true } })] } satisfies PageParameters,
  },
  play: async ({ canvas, userEvent }) => {
    const notice = await canvas.findByRole('dialog', { name: 'Diqqat !' });
    await expect(notice).toHaveTextContent('texnik ishlar');
    const overlay = document.querySelector<HTMLElement>('[data-part="overlay"]');
    if (!overlay) throw new Error('no overlay');
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 5, clientY: 5 } });
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Diqqat !' })).toBeNull());
  },
};

export const LanguageSwitch: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const language = canvas.getByRole('combobox', { name: en.header.language });
    await step('the bar shows the language in use, next after the links in the tab order', async () => {
      await expect(language).toBeVisible();
      await expect(language).toHaveDisplayValue('EN');
      within(canvas.getByRole('navigation', { name: en.header.mainNav })).getByRole('link', { name: en.header.academy }).focus();
      await userEvent.tab();
      await expect(language).toHaveFocus();
    });
    await step('choosing Uzbek translates the header at once and keeps the choice on the device', async () => {
      await userEvent.selectOptions(language, 'uz');
      await expect(await canvas.findByRole('link', { name: uz.header.login })).toBeVisible();
      await expect(canvas.getByRole('link', { name: uz.header.contact })).toBeVisible();
      await expect(canvas.getByRole('combobox', { name: uz.header.language })).toHaveDisplayValue('UZ');
      await expect(localStorage.getItem(localeStorageKey)).toBe('uz');
    });
  },
};

export const MobileMenu: Story = {
  globals: mobile,
  parameters: { page: { route: '/', auth: 'loggedIn', handlers: [profileHandler()] } satisfies PageParameters },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('the links hide behind the burger', async () => {
      await expect(canvasElement.querySelector('nav[aria-label="Main"]')).not.toBeVisible();
      await expect(canvas.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    });
    await step('the burger opens the menu with the same links', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
      const menu = canvas.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      await expect(within(menu).getByRole('link', { name: 'My Result' })).toBeVisible();
      // The language switch lives here below 1024 px; the bar's own is hidden.
      await expect(within(menu).getByRole('combobox', { name: en.header.language })).toBeVisible();
      await expect(canvas.getAllByRole('combobox', { name: en.header.language })).toHaveLength(1);
      await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    });
    await step('choosing a link closes the menu and navigates', async () => {
      await userEvent.click(within(canvas.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Contact' }));
      await expect(canvas.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
      await expect(canvas.getByTestId('location')).toHaveTextContent('/contact');
    });
  },
};
