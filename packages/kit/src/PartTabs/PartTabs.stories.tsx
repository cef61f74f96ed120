import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from '../Modal/ConfirmDialog';
import { PartTabs, partTabsModes, type PartTabsPart, type PartTabsProps } from './PartTabs';

const readingParts: PartTabsPart[] = [
  {
    value: 'part-1',
    content: (
      <label>
        Question 1 <input />
      </label>
    ),
  },
  { value: 'part-2', content: <p>Passage 2: The evolution of the postal service.</p> },
  { value: 'part-3', content: <p>Passage 3: Why cities plant trees.</p> },
];

const speakingParts: PartTabsPart[] = [
  { value: 'part-1', content: <p>Part 1: questions about shopping online.</p> },
  { value: 'part-2', content: <p>Part 2: the cue card.</p> },
  { value: 'part-3', content: <p>Part 3: discussion about family occasions.</p> },
];

const meta = {
  title: 'Exam/PartTabs',
  component: PartTabs,
  tags: ['autodocs'],
  args: { parts: readingParts, mode: 'free', label: 'Reading parts', onValueChange: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: partTabsModes },
    parts: { control: false },
    onValueChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof PartTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreeReading: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await step('Part 1 is open first; an answer typed there survives switching parts', async () => {
      await expect(tab('Part 1')).toHaveAttribute('aria-selected', 'true');
      await userEvent.type(canvas.getByLabelText('Question 1'), 'harbour');
    });
    await step('arrow keys move between parts', async () => {
      tab('Part 1').focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab('Part 2')).toHaveAttribute('aria-selected', 'true');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('part-2');
      await expect(canvas.getByText(/evolution of the postal service/)).toBeVisible();
    });
    await step('any part can be reopened with the mouse', async () => {
      await userEvent.click(tab('Part 3'));
      await userEvent.click(tab('Part 1'));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('part-1');
      await expect(canvas.getByLabelText('Question 1')).toHaveValue('harbour');
      await expect(args.onValueChange).toHaveBeenCalledTimes(3);
    });
  },
};

export const OneWaySpeaking: Story = {
  args: { parts: speakingParts, mode: 'one-way', label: 'Speaking parts' },
  play: async ({ canvas, userEvent, args, step }) => {
    const tab = (name: RegExp) => canvas.getByRole('tab', { name });
    await step('Part 1 is open and its tab disabled; Part 3 cannot be skipped to', async () => {
      await expect(tab(/Part 1/)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(/Part 1/)).toBeDisabled();
      await expect(tab(/Part 3/)).toBeDisabled();
      await expect(tab(/Part 2/)).toBeEnabled();
      await expect(tab(/Part 2/)).toHaveAttribute('data-progress', 'available');
    });
    await step('from the keyboard, an arrow key alone never moves on; Enter does', async () => {
      await userEvent.tab();
      await expect(tab(/Part 2/)).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
      await expect(args.onValueChange).not.toHaveBeenCalled();
      await userEvent.keyboard('{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('part-2');
      await expect(canvas.getByText('Part 2: the cue card.')).toBeVisible();
    });
    await step('a visited part is locked and cannot be reopened', async () => {
      await expect(tab(/Part 1/)).toHaveAccessibleName('Part 1 (completed)');
      await expect(tab(/Part 1/)).toHaveAttribute('data-progress', 'visited');
      await userEvent.click(tab(/Part 1/));
      await expect(tab(/Part 2/)).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.queryByText('Part 1: questions about shopping online.')).toBeNull();
    });
    await step('Part 3 opens next, then both earlier parts are locked', async () => {
      await userEvent.click(tab(/Part 3/));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('part-3');
      await userEvent.click(tab(/Part 2/));
      await expect(tab(/Part 3/)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(/Part 2/)).toBeDisabled();
      await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    });
  },
};

/** A runner that moves parts itself, with a Back button that must not work in one-way mode. */
function Runner(props: PartTabsProps) {
  const [value, setValue] = useState('part-1');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => setValue((v) => (v === 'part-1' ? 'part-2' : 'part-3'))}>
          Next part
        </button>
        <button type="button" onClick={() => setValue('part-1')}>
          Back to Part 1
        </button>
      </div>
      <PartTabs
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
    </div>
  );
}

export const OneWayControlled: Story = {
  args: { parts: speakingParts, mode: 'one-way', label: 'Speaking parts' },
  render: (args) => <Runner {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next part' }));
    const list = canvas.getByRole('tablist', { name: 'Speaking parts' });
    await expect(within(list).getByRole('tab', { name: /Part 2/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Part 1' }));
    await expect(within(list).getByRole('tab', { name: /Part 2/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Part 2: the cue card.')).toBeVisible();
    await expect(within(list).getByRole('tab', { name: /Part 1/ })).toHaveAttribute('data-progress', 'visited');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const MultiLevelListening: Story = {
  args: {
    label: 'Listening parts',
    defaultValue: 'p4',
    parts: Array.from({ length: 6 }, (_, i) => ({ value: `p${i + 1}`, content: <p>Listening part {i + 1} questions.</p> })),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(6);
    await expect(canvas.getByRole('tab', { name: 'Part 4' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Part 6' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('p6');
    await expect(canvas.getByText('Listening part 6 questions.')).toBeVisible();
  },
};

export const HighContrastOneWay: Story = {
  globals: { theme: 'highContrast' },
  args: { parts: speakingParts, mode: 'one-way', label: 'Speaking parts', defaultValue: 'part-2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Part 2' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: /Part 3/ })).toBeEnabled();
  },
};

/** A runner that asks before an irreversible move, the way the speaking section should. */
function ConfirmingRunner(props: PartTabsProps) {
  const [value, setValue] = useState('part-1');
  const [asked, setAsked] = useState<string | null>(null);
  return (
    <>
      <PartTabs
        {...props}
        value={value}
        onValueChange={(next) => {
          props.onValueChange?.(next);
          setAsked(next);
        }}
      />
      <ConfirmDialog
        title="You definitely want to move to the next part?"
        open={asked !== null}
        onOpenChange={(open) => (open ? undefined : setAsked(null))}
        onConfirm={() => {
          if (asked) setValue(asked);
        }}
      />
    </>
  );
}

export const ConfirmBeforeMovingOn: Story = {
  args: { parts: speakingParts, mode: 'one-way', label: 'Speaking parts' },
  render: (args) => <ConfirmingRunner {...args} />,
  play: async ({ canvas, userEvent, args, step }) => {
    const tab = (name: RegExp) => canvas.getByRole('tab', { name });
    await step('declining keeps the learner on Part 1', async () => {
      await userEvent.click(tab(/Part 2/));
      const dialog = await canvas.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
      await expect(tab(/Part 1/)).toHaveAttribute('aria-selected', 'true');
    });
    await step('asking again works, and Yes moves on for good', async () => {
      await userEvent.click(tab(/Part 2/));
      const dialog = await canvas.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(tab(/Part 2/)).toHaveAttribute('aria-selected', 'true'));
      await expect(tab(/Part 1/)).toHaveAttribute('data-progress', 'visited');
      await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    });
  },
};
