import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MatchingSelect } from './MatchingSelect';
import { MatchingGroup } from './MatchingGroup';

const paragraphs = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((label) => ({ label }));

const headings = [
  { label: 'i', text: 'Why the first tram line failed' },
  { label: 'ii', text: 'A cheaper way to lay track' },
  { label: 'iii', text: 'Opposition from shop owners' },
  { label: 'iv', text: 'Passengers return in growing numbers' },
  { label: 'v', text: 'Plans for a second route' },
  { label: 'vi', text: 'The noise problem solved' },
];

const researchers = [
  { label: 'A', text: 'Mira Haldane' },
  { label: 'B', text: 'Tomás Ferreira' },
  { label: 'C', text: 'Yuki Arai' },
  { label: 'D', text: 'Kwame Mensah' },
];

const meta = {
  title: 'Inputs/MatchingSelect',
  component: MatchingSelect,
  tags: ['autodocs'],
  args: {
    number: 15,
    prompt: 'a comparison between two kinds of street lighting',
    options: paragraphs,
    onValueChange: fn(),
  },
  argTypes: { onValueChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof MatchingSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const select = canvas.getByRole('combobox', {
      name: 'Question 15 a comparison between two kinds of street lighting',
    });
    await step('the blank option comes first and is chosen at the start', async () => {
      await expect(within(select).getAllByRole('option')[0]).toHaveValue('');
      await expect(select).toHaveValue('');
      await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'unanswered');
    });
    await step('choosing a letter reports it', async () => {
      await userEvent.selectOptions(select, 'C');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('C');
      await expect(select).toHaveDisplayValue('C');
      await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'answered');
    });
  },
};

export const BlankOptionClears: Story = {
  args: { defaultValue: 'F' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: /Question 15/ });
    await expect(select).toHaveDisplayValue('F');
    await userEvent.selectOptions(select, '');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(select).toHaveValue('');
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'unanswered');
  },
};

/** Tab reaches the select; the browser's own keys (arrows, type-ahead) then pick from the native list. */
export const KeyboardReachable: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: /Question 15/ });
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'H');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('H');
    await expect(select).toHaveFocus();
  },
};

export const HeadingsWithText: Story = {
  args: { number: 14, prompt: 'Paragraph B', options: headings },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Question 14 Paragraph B' });
    await expect(within(select).getByRole('option', { name: 'iv\u2002Passengers return in growing numbers' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'iv');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('iv');
    await expect(select).toHaveDisplayValue('iv\u2002Passengers return in growing numbers');
  },
};

export const ReusableWithUsedMarks: Story = {
  args: {
    number: 10,
    prompt: 'found that pupils walk more when routes are lit',
    options: researchers,
    reusable: true,
    usedElsewhere: ['B'],
  },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: /Question 10/ });
    await expect(select).toHaveAccessibleDescription('You may use any letter more than once.');
    await expect(canvas.getByText('You may use any letter more than once.')).toBeVisible();
    const used = within(select).getByRole('option', { name: 'B\u2002Tomás Ferreira (used)' });
    await expect(used).toHaveAttribute('data-used');
    await expect(within(select).getByRole('option', { name: 'A\u2002Mira Haldane' })).not.toHaveAttribute('data-used');
    // Shown, not blocked: the used letter can still be chosen.
    await userEvent.selectOptions(select, 'B');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('B');
    await expect(select).toHaveValue('B');
  },
};

function PeopleGroup({ onValueChange }: { onValueChange?: (value: Record<number, string>) => void }) {
  const statements: Record<number, string> = {
    9: 'measured how fast street trees lower summer temperatures',
    10: 'found that pupils walk more when routes are lit',
    11: 'argued that small parks matter more than large ones',
  };
  const [answers, setAnswers] = useState<Record<number, string>>({});
  return (
    <MatchingGroup
      heading="Questions 9–11"
      instructions="Match each finding with the correct researcher, A–D."
      reusable
      options={researchers}
      optionsTitle="List of researchers"
      used={Object.values(answers)}
    >
      {Object.entries(statements).map(([key, statement]) => {
        const number = Number(key);
        return (
          <MatchingSelect
            key={number}
            number={number}
            prompt={statement}
            options={researchers}
            showText={false}
            value={answers[number] ?? ''}
            usedElsewhere={Object.entries(answers)
              .filter(([other]) => Number(other) !== number)
              .map(([, label]) => label)}
            onValueChange={(label) => {
              const next = { ...answers, [number]: label };
              setAnswers(next);
              onValueChange?.(next);
            }}
          />
        );
      })}
    </MatchingGroup>
  );
}

/** A MatchingGroup prints the list and the reuse hint once; each select marks what its siblings chose. */
export const GroupWithReuse: Story = {
  render: (args) => <PeopleGroup onValueChange={args.onValueChange as (value: Record<number, string>) => void} />,
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: /Questions 9–11/ });
    await expect(group).toHaveAccessibleName(
      'Questions 9–11 Match each finding with the correct researcher, A–D. You may use any letter more than once.',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Question 9/ }), 'C');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ 9: 'C' });
    const q10 = canvas.getByRole('combobox', { name: /Question 10/ });
    await expect(within(q10).getByRole('option', { name: 'C (used)' })).toHaveAttribute('data-used');
    await userEvent.selectOptions(q10, 'C');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ 9: 'C', 10: 'C' });
    await expect(q10).toHaveValue('C');
    await expect(within(canvas.getByRole('list', { name: 'List of researchers' })).getByText('Yuki Arai').parentElement).toHaveAttribute('data-used');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'D', disabled: true },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: /Question 15/ });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('D');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const HighContrast: Story = {
  ...ReusableWithUsedMarks,
  globals: { theme: 'highContrast' },
};
