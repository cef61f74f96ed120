import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Are you sure you want to finish the exam?',
    trigger: <button type="button">Finish exam</button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    onConfirm: { table: { category: 'Events' } },
    onCancel: { table: { category: 'Events' } },
    onOpenChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const YesConfirms: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finish exam' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Are you sure you want to finish the exam?' });
    // Focus starts on No, so a stray Enter cannot finish the exam.
    await expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const NoCancels: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finish exam' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CustomTexts: Story = {
  args: {
    title: 'You definitely want to move to the next section?',
    description: 'You cannot come back to this section.',
    confirmText: 'Move on',
    cancelText: 'Stay',
    defaultOpen: true,
    trigger: undefined,
  },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription('You cannot come back to this section.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move on' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const BusyUntilTheSubmitSettles: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // The submit settles only when the play says so, so a slow machine cannot skip the busy state.
    let settle = () => {};
    mocked(args.onConfirm!).mockImplementation(() => new Promise<void>((resolve) => (settle = resolve)));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish exam' }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const loading = within(dialog).getByRole('button', { name: 'Loading...' });
    await expect(loading).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'No' })).toBeDisabled();
    await expect(dialog).toHaveAttribute('data-status', 'busy');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    settle();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const StaysOpenWhenTheSubmitFails: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((_, reject) => setTimeout(() => reject(new Error('409')), 200))),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finish exam' }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeEnabled());
    await expect(dialog).toHaveAttribute('data-status', 'idle');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('alertdialog')).toBeVisible();
  },
};

export const BusyShown: Story = {
  args: { busy: true, defaultOpen: true, trigger: undefined },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
  },
};

export const HighContrastOpen: Story = {
  globals: { theme: 'highContrast' },
  args: { defaultOpen: true, trigger: undefined },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeEnabled();
    await expect(dialog.closest('[data-theme]')).toHaveAttribute('data-theme', 'highContrast');
  },
};
