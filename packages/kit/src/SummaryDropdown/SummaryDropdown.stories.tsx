import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SummaryDropdown, bankPlacements, type SummarySegment } from './SummaryDropdown';

const bank = [
  { label: 'A', text: 'council' },
  { label: 'B', text: 'honey' },
  { label: 'C', text: 'pollution' },
  { label: 'D', text: 'volunteers' },
  { label: 'E', text: 'rooftops' },
  { label: 'F', text: 'winter' },
  { label: 'G', text: 'flowers' },
  { label: 'H', text: 'tourists' },
  { label: 'I', text: 'schools' },
];

const segments: SummarySegment[] = [
  'City beekeeping began on the ',
  { gap: 31 },
  ' of office blocks, where hives were out of reach. At first the ',
  { gap: 32 },
  ' objected, fearing stings, but opinion changed once local ',
  { gap: 33 },
  ' started visiting the hives. Today the bees feed on ',
  { gap: 34 },
  ' in parks and gardens, and the ',
  { gap: 35 },
  ' they make is sold in nearby shops.',
];

const meta = {
  title: 'Inputs/SummaryDropdown',
  component: SummaryDropdown,
  tags: ['autodocs'],
  args: { segments, bank, title: 'Bees in the city', onValueChange: fn() },
  argTypes: {
    bankPlacement: { control: 'inline-radio', options: bankPlacements },
    onValueChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof SummaryDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Questions 31–35' });
    await expect(group).toHaveAttribute('data-state', 'unanswered');
    const wordBank = canvas.getByRole('list', { name: 'Word bank' });
    await expect(within(wordBank).getAllByRole('listitem')).toHaveLength(9);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Question 31' }), 'E');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ 31: 'E' }, 31);
    await expect(canvas.getByRole('combobox', { name: 'Question 31' })).toHaveDisplayValue('E');
    await expect(within(wordBank).getByText('rooftops').parentElement).toHaveAttribute('data-used');
    await expect(
      within(canvas.getByRole('combobox', { name: 'Question 32' })).getByRole('option', { name: 'E (used)' }),
    ).toHaveAttribute('data-used');
    await expect(group).toHaveAttribute('data-state', 'partial');
  },
};

/** Tab walks gap to gap in reading order. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const answers: [number, string][] = [
      [31, 'E'],
      [32, 'A'],
      [33, 'I'],
      [34, 'G'],
      [35, 'B'],
    ];
    for (const [number, label] of answers) {
      await userEvent.tab();
      const select = canvas.getByRole('combobox', { name: `Question ${number}` });
      await expect(select).toHaveFocus();
      await userEvent.selectOptions(select, label);
    }
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ 31: 'E', 32: 'A', 33: 'I', 34: 'G', 35: 'B' }, 35);
    await expect(canvas.getByRole('group', { name: 'Questions 31–35' })).toHaveAttribute('data-state', 'answered');
  },
};

export const ClearAGap: Story = {
  args: { defaultValue: { 31: 'E', 32: 'A' } },
  play: async ({ canvas, userEvent, args }) => {
    const q32 = canvas.getByRole('combobox', { name: 'Question 32' });
    await expect(q32).toHaveDisplayValue('A');
    await userEvent.selectOptions(q32, '');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ 31: 'E', 32: '' }, 32);
    await expect(q32).toHaveValue('');
    await expect(within(canvas.getByRole('list')).getByText('council').parentElement).not.toHaveAttribute('data-used');
  },
};

export const AllAnsweredBankBelow: Story = {
  args: { bankPlacement: 'below', defaultValue: { 31: 'E', 32: 'A', 33: 'I', 34: 'G', 35: 'B' } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'answered');
    await expect(canvasElement.querySelectorAll('li[data-used]')).toHaveLength(5);
    await expect(canvas.getByRole('combobox', { name: 'Question 35' })).toHaveDisplayValue('B');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** One gap is one question: the same API, with a single gap in the segments. */
export const SingleGap: Story = {
  args: {
    title: undefined,
    bankTitle: 'List of words',
    segments: ['Most of the year’s ', { gap: 36 }, ' is collected in late summer.'],
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Question 36' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Question 36' }), 'B');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ 36: 'B' }, 36);
    await expect(canvas.getByRole('list', { name: 'List of words' })).toBeVisible();
  },
};

export const HighContrast: Story = {
  ...AllAnsweredBankBelow,
  args: { defaultValue: { 31: 'E', 33: 'I' } },
  globals: { theme: 'highContrast' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'partial');
  },
};
