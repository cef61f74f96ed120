import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChooseN, ChooseTwo } from './ChooseN';

const facilities = [
  { label: 'A', text: 'the climbing wall' },
  { label: 'B', text: 'the sauna' },
  { label: 'C', text: 'the café' },
  { label: 'D', text: 'the learner pool' },
  { label: 'E', text: 'the bicycle shelter' },
];

const meta = {
  title: 'Inputs/ChooseN',
  component: ChooseN,
  tags: ['autodocs'],
  args: {
    firstNumber: 11,
    max: 2,
    prompt: 'Which TWO parts of the sports centre will be closed during the summer repairs?',
    options: facilities,
    onValueChange: fn(),
  },
  argTypes: { onValueChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof ChooseN>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: /Questions 11–12/ });
    await expect(group).toHaveAccessibleName(
      'Questions 11–12 Which TWO parts of the sports centre will be closed during the summer repairs?',
    );
    await expect(group).toHaveAccessibleDescription('0 of 2 chosen');
    await userEvent.click(canvas.getByText('the café'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['C']);
    await expect(canvas.getByRole('checkbox', { name: 'C the café' })).toBeChecked();
    await expect(canvas.getByText('1 of 2 chosen')).toBeVisible();
    await expect(group).toHaveAttribute('data-state', 'partial');
  },
};

/** Value is kept in option order whatever the click order, so slots 11 and 12 are stable. */
export const KeepsOptionOrder: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'D the learner pool' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'A the climbing wall' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['A', 'D']);
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'answered');
  },
};

export const ThirdTickImpossible: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('given two ticks', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'A the climbing wall' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'C the café' }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['A', 'C']);
    });
    await step('a third click on a box or its label changes nothing', async () => {
      const fifth = canvas.getByRole('checkbox', { name: 'E the bicycle shelter' });
      await expect(fifth).toBeDisabled();
      await userEvent.click(fifth);
      await userEvent.click(canvas.getByText('the bicycle shelter'));
      await expect(fifth).not.toBeChecked();
      await expect(args.onValueChange).toHaveBeenCalledTimes(2);
      await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    });
    await step('unticking one frees the others', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'A the climbing wall' }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['C']);
      await expect(fifth()).toBeEnabled();
      function fifth() {
        return canvas.getByRole('checkbox', { name: 'E the bicycle shelter' });
      }
    });
  },
};

export const TwoTickedOthersDisabled: Story = {
  args: { defaultValue: ['B', 'D'] },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'B the sauna' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'D the learner pool' })).toBeChecked();
    for (const name of ['A the climbing wall', 'C the café', 'E the bicycle shelter']) {
      await expect(canvas.getByRole('checkbox', { name })).toBeDisabled();
    }
    await expect(canvasElement.querySelectorAll('li[data-disabled]')).toHaveLength(3);
    await expect(canvas.getByText('2 of 2 chosen')).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Tab reaches each box, Space ticks it; once two are ticked Tab skips the disabled rest. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'A the climbing wall' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'C the café' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['A', 'C']);
    await step('with two ticked, Tab skips the disabled rest', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('group').contains(document.activeElement)).toBe(false);
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('checkbox', { name: 'C the café' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('checkbox', { name: 'A the climbing wall' })).toHaveFocus();
    });
    await step('Space unticks, freeing the others', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['C']);
      await expect(canvas.getByRole('checkbox', { name: 'A the climbing wall' })).not.toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: 'B the sauna' })).toBeEnabled();
    });
  },
};

export const ChooseThree: Story = {
  args: {
    firstNumber: 21,
    max: 3,
    prompt: 'Which THREE things does the tutor suggest for the group presentation?',
    options: [
      { label: 'A', text: 'rehearse with a timer' },
      { label: 'B', text: 'use fewer slides' },
      { label: 'C', text: 'hand out a summary sheet' },
      { label: 'D', text: 'invite questions at the end only' },
      { label: 'E', text: 'record a practice run' },
      { label: 'F', text: 'share the speaking equally' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: /Questions 21–23/ })).toBeVisible();
    for (const letter of ['F', 'B', 'E']) {
      await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(`^${letter} `) }));
    }
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['B', 'E', 'F']);
    await expect(canvas.getByRole('checkbox', { name: /^A / })).toBeDisabled();
  },
};

/** ChooseTwo is ChooseN fixed at two. */
export const ChooseTwoShortcut: Story = {
  args: { firstNumber: 13, max: 5 },
  render: ({ max: _ignored, ...args }) => <ChooseTwo {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: /Questions 13–14/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /^B / }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^E / }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['B', 'E']);
    await expect(canvas.getByRole('checkbox', { name: /^C / })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { defaultValue: ['A'], disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /^B / }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: /^A / })).toBeChecked();
  },
};

export const HighContrast: Story = {
  ...TwoTickedOthersDisabled,
  globals: { theme: 'highContrast' },
};
