import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ToastProvider, useToast, type ToastOptions, type ToastProviderProps } from './Toast';

/** Buttons that raise the product's toasts. */
function Raise({ options, onRaised }: { options: ToastOptions[]; onRaised?: (id: string) => void }) {
  const { toast, dismiss } = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {options.map((o) => (
        <button
          key={o.description}
          type="button"
          onClick={() => {
            const id = toast(o);
            onRaised?.(id);
          }}
        >
          Show “{o.description}”
        </button>
      ))}
      <button type="button" onClick={() => dismiss()}>
        Dismiss all
      </button>
    </div>
  );
}

const successful: ToastOptions = { description: 'Successful!', variant: 'success' };
const failed: ToastOptions = { title: 'Error!', description: 'This section was already submitted.', variant: 'error' };

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: { duration: 3000, label: 'Notification' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastProvider>;
export default meta;
/** The provider's props plus a spy the stories' buttons report each new toast id to. */
type Story = StoryObj<ToastProviderProps & { onRaised?: (id: string) => void }>;

export const SuccessForThreeSeconds: Story = {
  args: { onRaised: fn() },
  render: ({ onRaised, ...args }) => (
    <ToastProvider {...args}>
      <Raise options={[successful]} onRaised={onRaised} />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent, args, step }) => {
    await step('appears with the text, dark blue, top right', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show “Successful!”' }));
      await expect(args.onRaised).toHaveBeenCalledTimes(1);
      await expect(args.onRaised).toHaveBeenCalledWith('toast-1');
      const text = await canvas.findByText('Successful!');
      await expect(text).toBeVisible();
      const toast = text.closest('li');
      await expect(toast).toHaveAttribute('data-variant', 'success');
      await expect(toast).toHaveAttribute('data-state', 'open');
      const box = toast!.getBoundingClientRect();
      await expect(box.top).toBeLessThan(40);
      await expect(window.innerWidth - box.right).toBeLessThan(40);
      await expect(getComputedStyle(toast!).backgroundColor).toBe('rgb(30, 58, 138)');
      await expect(getComputedStyle(toast!).color).toBe('rgb(255, 255, 255)');
    });
    await step('closes by itself after 3 s', async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await expect(canvas.getByText('Successful!')).toBeVisible();
      await waitFor(() => expect(canvas.queryByText('Successful!')).toBeNull(), { timeout: 2_500 });
    });
  },
};

export const ErrorWithServerMessage: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Raise options={[{ ...failed, duration: 60_000 }]} />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /already submitted/ }));
    const toast = (await canvas.findByText('This section was already submitted.')).closest('li')!;
    await expect(within(toast).getByText('Error!')).toBeVisible();
    await expect(toast).toHaveAttribute('data-variant', 'error');
    await expect(getComputedStyle(toast).backgroundColor).toBe('rgb(185, 28, 28)');
  },
};

export const ClosedByTheLearner: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Raise options={[{ ...successful, duration: 60_000 }, { ...failed, duration: 60_000 }]} />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show “Successful!”' }));
    await userEvent.click(canvas.getByRole('button', { name: /already submitted/ }));
    await expect(await canvas.findAllByRole('button', { name: 'Close' })).toHaveLength(2);
    const first = canvas.getByText('Successful!').closest('li')!;
    await userEvent.click(within(first).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByText('Successful!')).toBeNull());
    await expect(canvas.getByText('This section was already submitted.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(canvas.queryByText('This section was already submitted.')).toBeNull());
  },
};

export const SuccessShown: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Raise options={[{ ...successful, duration: 600_000 }]} />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show “Successful!”' }));
    await expect(await canvas.findByText('Successful!')).toBeVisible();
  },
};

export const HighContrast: Story = {
  globals: { theme: 'highContrast' },
  render: (args) => (
    <ToastProvider {...args}>
      <Raise options={[{ ...successful, duration: 600_000 }, { ...failed, duration: 600_000 }]} />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show “Successful!”' }));
    await userEvent.click(canvas.getByRole('button', { name: /already submitted/ }));
    await expect(await canvas.findByText('Successful!')).toBeVisible();
    await expect(await canvas.findByText('This section was already submitted.')).toBeVisible();
  },
};
