import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Modal, ModalClose, modalButtonVariants, modalSizes } from './Modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    title: 'How the reading section works',
    description: 'Three passages, 40 questions, 60 minutes.',
    children: <p style={{ margin: 0 }}>Answers are saved as you type. You can move between parts freely.</p>,
    trigger: <button type="button">Show instructions</button>,
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: modalSizes },
    onOpenChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndCloses: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const opener = canvas.getByRole('button', { name: 'Show instructions' });
    await step('opens from its trigger with the focus inside', async () => {
      await userEvent.click(opener);
      const dialog = await canvas.findByRole('dialog', { name: 'How the reading section works' });
      await expect(dialog).toHaveAccessibleDescription('Three passages, 40 questions, 60 minutes.');
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(opener).toHaveFocus();
    });
    await step('the × button closes it too', async () => {
      await userEvent.click(opener);
      await userEvent.click(await canvas.findByRole('button', { name: 'Close' }));
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(args.onOpenChange).toHaveBeenCalledTimes(4);
    });
  },
};

export const OverlayClickCloses: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('dialog')).toBeVisible();
    const overlay = canvasElementOverlay();
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 5, clientY: 5 } });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

function canvasElementOverlay() {
  const overlay = document.querySelector<HTMLElement>('[data-part="overlay"]');
  if (!overlay) throw new Error('no overlay');
  return overlay;
}

/** The exam's start modal: it can only be left through its Start button. */
function StartModal(props: Parameters<typeof Modal>[0]) {
  const [open, setOpen] = useState(true);
  const [started, setStarted] = useState(false);
  return (
    <>
      <p>{started ? 'Exam started' : 'Waiting to start'}</p>
      <Modal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
        actions={
          <ModalClose className={modalButtonVariants({ tone: 'primary' })} onClick={() => setStarted(true)}>
            Start
          </ModalClose>
        }
      />
    </>
  );
}

export const MustBeAnswered: Story = {
  args: {
    title: 'Ready to submit tests?',
    description: 'Leaving full screen or switching to another tab ends the exam automatically.',
    children: undefined,
    trigger: undefined,
    closeOnOverlayClick: false,
    closeOnEscape: false,
    showCloseButton: false,
  },
  render: (args) => <StartModal {...args} />,
  play: async ({ canvas, userEvent, args, step }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Ready to submit tests?' });
    await step('Escape and the backdrop do not close it', async () => {
      await userEvent.keyboard('{Escape}');
      await userEvent.pointer({ keys: '[MouseLeft]', target: canvasElementOverlay(), coords: { clientX: 5, clientY: 5 } });
      await expect(dialog).toBeVisible();
      await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
      await expect(args.onOpenChange).not.toHaveBeenCalled();
    });
    await step('Start closes it and starts the exam', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(canvas.getByText('Exam started')).toBeVisible();
      await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    });
  },
};

export const DialogOpen: Story = {
  args: { defaultOpen: true, size: 'md' },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'How the reading section works' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toHaveAttribute('data-size', 'md');
    // Mounted inside the theme root, so theme tokens reach the dialog.
    await expect(dialog.closest('[data-theme]')).not.toBeNull();
  },
};

export const HighContrastOpen: Story = {
  globals: { theme: 'highContrast' },
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'How the reading section works' });
    await expect(dialog.closest('[data-theme]')).toHaveAttribute('data-theme', 'highContrast');
  },
};
