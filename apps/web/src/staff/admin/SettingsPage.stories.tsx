import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { ConsoleSettings, SettingsChange } from '@bandwise/core';
import { api, profileHandler } from '../../storybook/handlers';
import { preparePage, withPage, type PageParameters } from '../../storybook/page';
import { StaffLayout } from '../StaffLayout';
import { adminProfile, consoleSettings } from '../storybook/fixtures';
import { SettingsPage } from './SettingsPage';

const changed = fn();
const uploaded = fn();

/** The settings as the server keeps them: a change replaces its section and is answered with every section. */
function settingsServer() {
  let current: ConsoleSettings = consoleSettings;
  return [
    http.get(api('/admin/settings'), () => HttpResponse.json(current)),
    http.put(api('/admin/settings'), async ({ request }) => {
      const change = (await request.json()) as SettingsChange;
      changed(change);
      current = { ...current, [change.section]: { ...current[change.section], ...change.value } };
      return HttpResponse.json(current);
    }),
    http.post(api('/admin/media/logo'), async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      uploaded(file.type, file.size);
      const url = '/media/uploads/brand/0123456789abcdef0123456789abcdef.png';
      current = { ...current, brand: { ...current.brand, logoUrl: url } };
      return HttpResponse.json({ url, settings: current });
    }),
  ];
}

const meta = {
  title: 'Staff/Admin settings',
  component: SettingsPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: async (context) => {
    changed.mockClear();
    uploaded.mockClear();
    return preparePage(context);
  },
  render: () => (
    <StaffLayout roles={['admin']}>
      <SettingsPage />
    </StaffLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    page: { route: '/admin/settings', path: '/admin/settings', auth: 'loggedIn', handlers: [profileHandler(adminProfile), ...settingsServer()] } satisfies PageParameters,
  },
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await step('each section with its current values and a preview; nothing to save yet', async () => {
      const prices = await canvas.findByRole('region', { name: 'Prices' });
      await expect(within(prices).getByRole('textbox', { name: 'Multi-level exam, AI checking (uzs)' })).toHaveValue('25000');
      await expect(within(prices).getByRole('group', { name: 'Prices preview' })).toHaveTextContent(/AI checking: 25\s000 uzs/);
      await expect(within(prices).getByRole('button', { name: 'Save prices' })).toBeDisabled();
      const notice = canvas.getByRole('region', { name: 'Maintenance notice' });
      await expect(within(notice).getByRole('checkbox', { name: 'Show the maintenance notice' })).not.toBeChecked();
      await expect(within(notice).getByRole('group', { name: 'Maintenance notice preview' })).toHaveTextContent('Off: visitors see nothing');
      await expect(canvas.getByRole('textbox', { name: 'Social links' })).toHaveValue('Instagram https://instagram.example/bandwise\nYouTube https://youtube.example/bandwise');
    });
  },
};

export const MaintenanceOn: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const notice = await canvas.findByRole('region', { name: 'Maintenance notice' });
    await step('the preview follows the Uzbek text as it is typed', async () => {
      await userEvent.click(within(notice).getByRole('checkbox', { name: 'Show the maintenance notice' }));
      const text = within(notice).getByRole('textbox', { name: 'Text (Uzbek)' });
      await userEvent.clear(text);
      await userEvent.type(text, 'Soat 22:00 gacha texnik ishlar.');
      await expect(within(notice).getByRole('group', { name: 'Maintenance notice preview' })).toHaveTextContent('Visitors see:Diqqat !Soat 22:00 gacha texnik ishlar.');
    });
    await step('saving sends the whole section and says it is live', async () => {
      await userEvent.click(within(notice).getByRole('button', { name: 'Save maintenance notice' }));
      await waitFor(() =>
        expect(changed).toHaveBeenCalledWith({
          section: 'maintenance',
          value: { enabled: true, messages: { ...consoleSettings.maintenance.messages, uz: { title: 'Diqqat !', text: 'Soat 22:00 gacha texnik ishlar.' } } },
        }),
      );
      await expect(await within(notice).findByRole('status')).toHaveTextContent('Saved: visitors see it now.');
    });
  },
};

export const RefusesBadValues: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const prices = await canvas.findByRole('region', { name: 'Prices' });
    const brand = canvas.getByRole('region', { name: 'Brand and links' });
    await step('a price that is not a whole, positive number is named, and nothing is sent', async () => {
      const ai = within(prices).getByRole('textbox', { name: 'Multi-level exam, AI checking (uzs)' });
      await userEvent.clear(ai);
      await userEvent.type(ai, '25 000.5');
      await userEvent.click(within(prices).getByRole('button', { name: 'Save prices' }));
      await expect(within(prices).getByText('Enter a whole number of uzs')).toBeVisible();
      await expect(ai).toHaveAttribute('aria-invalid', 'true');
    });
    await step('an academy link that is not https and a social link without a label', async () => {
      const academy = within(brand).getByRole('textbox', { name: 'Academy link' });
      await userEvent.clear(academy);
      await userEvent.type(academy, 'javascript:alert(1)');
      await userEvent.type(within(brand).getByRole('textbox', { name: 'Social links' }), '{enter}https://t.me/bandwise');
      await userEvent.click(within(brand).getByRole('button', { name: 'Save brand and links' }));
      await expect(within(brand).getByText('An address starting with https://')).toBeVisible();
      await expect(within(brand).getByText('Line 3: Give the link a label')).toBeVisible();
    });
    await expect(changed).not.toHaveBeenCalled();
  },
};

/** The shipped mark as a PNG: 1 x 1 pixel is enough for the type check. */
const png = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 31, 21, 196, 137]);

export const UploadLogo: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const brand = await canvas.findByRole('region', { name: 'Brand and links' });
    await step('a file over the size is refused before anything is sent (the picker offers only the accepted types)', async () => {
      const input = within(brand).getByLabelText('Upload a new logo');
      await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
      await userEvent.upload(input, new File([new Uint8Array(600 * 1024)], 'huge.png', { type: 'image/png' }));
      await expect(await within(brand).findByRole('alert')).toHaveTextContent('The logo must be PNG, JPEG or WebP, at most 512 KB.');
      await expect(uploaded).not.toHaveBeenCalled();
    });
    await step('a PNG is uploaded and becomes the logo address at once', async () => {
      await userEvent.upload(within(brand).getByLabelText('Upload a new logo'), new File([png], 'logo.png', { type: 'image/png' }));
      await waitFor(() => expect(uploaded).toHaveBeenCalledWith('image/png', png.length));
      await expect(await canvas.findByText('The new logo is in use.')).toBeVisible();
      const fresh = canvas.getByRole('region', { name: 'Brand and links' });
      await expect(within(fresh).getByRole('textbox', { name: 'Logo address' })).toHaveValue('/media/uploads/brand/0123456789abcdef0123456789abcdef.png');
    });
  },
};
