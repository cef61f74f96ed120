import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { visuallyHidden } from '../styles/shared.css';
import { GapFill, wordLimitDisplays } from './GapFill';

const meta = {
  title: 'Inputs/GapFill',
  component: GapFill,
  tags: ['autodocs'],
  args: { number: 3, wordLimit: 'NO MORE THAN TWO WORDS AND/OR A NUMBER', onValueChange: fn() },
  argTypes: {
    wordLimitDisplay: { control: 'inline-radio', options: wordLimitDisplays },
    onValueChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof GapFill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { wordLimitDisplay: 'visible' },
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const blank = canvas.getByRole('textbox', { name: 'Question 3' });
    await step('given an empty blank, it is unanswered and carries the instruction', async () => {
      await expect(blank).toHaveAccessibleDescription('NO MORE THAN TWO WORDS AND/OR A NUMBER');
      await expect(canvas.getByText('NO MORE THAN TWO WORDS AND/OR A NUMBER')).toBeVisible();
      await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'unanswered');
    });
    await step('typing reports the whole answer and marks it answered', async () => {
      await userEvent.type(blank, 'Mill Lane');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('Mill Lane');
      await expect(blank).toHaveValue('Mill Lane');
      await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'answered');
    });
    await step('clearing it makes it unanswered again', async () => {
      await userEvent.clear(blank);
      await expect(args.onValueChange).toHaveBeenLastCalledWith('');
      await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'unanswered');
    });
  },
};

export const InRunningProse: Story = {
  args: { number: 7, wordLimit: 'ONE WORD ONLY' },
  render: (args) => (
    <p style={{ maxWidth: '36rem' }}>
      The walking group leaves from the <GapFill {...args} /> at half past eight on Saturdays.
    </p>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const blank = canvas.getByRole('textbox', { name: 'Question 7' });
    await expect(blank).toHaveAccessibleDescription('ONE WORD ONLY');
    // Read out, not shown: the group's instructions already print it once.
    await expect(canvas.getByText('ONE WORD ONLY')).toHaveClass(visuallyHidden);
    await userEvent.click(blank);
    await userEvent.keyboard('library');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('library');
    await expect(canvas.getByText(/at half past eight/)).toBeVisible();
  },
};

/** Form and table completion: Tab moves from blank to blank, so a whole form is answered without a mouse. */
export const InFormTableKeyboardOnly: Story = {
  args: { number: 1, wordLimit: undefined },
  render: (args) => (
    <table>
      <caption>Allotment application</caption>
      <tbody>
        <tr>
          <th scope="row">Surname</th>
          <td>
            <GapFill {...args} number={1} />
          </td>
        </tr>
        <tr>
          <th scope="row">Plot size wanted</th>
          <td>
            <GapFill {...args} number={2} width={6} /> square metres
          </td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Question 1' })).toHaveFocus();
    await userEvent.keyboard('Okafor');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Question 2' })).toHaveFocus();
    await userEvent.keyboard('40');
    await expect(args.onValueChange).toHaveBeenNthCalledWith(6, 'Okafor');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('40');
    await expect(canvas.getByRole('textbox', { name: 'Question 1' })).toHaveValue('Okafor');
  },
};

export const OverWordLimit: Story = {
  args: { number: 5, maxWords: 2, wordLimitDisplay: 'visible', wordLimit: 'NO MORE THAN TWO WORDS' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const blank = canvas.getByRole('textbox', { name: 'Question 5' });
    await userEvent.type(blank, 'a  wooden bridge');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('a  wooden bridge');
    await expect(blank).toHaveValue('a  wooden bridge');
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'over-limit');
    await expect(canvas.getByText('More than 2 words')).toBeVisible();
    await expect(blank).toHaveAccessibleDescription('NO MORE THAN TWO WORDS More than 2 words');
  },
};

/** 'AND/OR A NUMBER' lets a number stand beside the words, not an extra word: the warning follows the scorer. */
export const OverWordLimitWithNumber: Story = {
  args: { number: 7, maxWords: 1, allowNumber: true, wordLimitDisplay: 'visible', wordLimit: 'ONE WORD AND/OR A NUMBER' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const blank = canvas.getByRole('textbox', { name: 'Question 7' });
    await userEvent.type(blank, '3 rooms');
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'answered');
    await userEvent.clear(blank);
    await userEvent.type(blank, 'the harbour');
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'over-limit');
    await expect(canvas.getByText('Over the limit of 1 word and/or a number')).toBeVisible();
  },
};

export const WithinWordLimitAfterEdit: Story = {
  args: { number: 5, maxWords: 2, defaultValue: 'a wooden bridge' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const blank = canvas.getByRole('textbox', { name: 'Question 5' });
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'over-limit');
    await userEvent.click(blank);
    await userEvent.keyboard('{Home}{Delete}{Delete}');
    await expect(blank).toHaveValue('wooden bridge');
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'answered');
    await expect(canvas.queryByText('More than 2 words')).toBeNull();
  },
};

function ControlledGap(props: React.ComponentProps<typeof GapFill>) {
  const [value, setValue] = useState('');
  return (
    <>
      <GapFill
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next.toUpperCase());
          props.onValueChange?.(next);
        }}
      />
      <p>Stored: {value || 'nothing'}</p>
    </>
  );
}

/** Controlled: the parent owns the value and may transform it; the box shows what the parent stores. */
export const Controlled: Story = {
  args: { number: 9 },
  render: (args) => <ControlledGap {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Question 9' }), 'cod');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('COd');
    await expect(canvas.getByRole('textbox', { name: 'Question 9' })).toHaveValue('COD');
    await expect(canvas.getByText('Stored: COD')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { number: 4, defaultValue: 'Tuesday', disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const blank = canvas.getByRole('textbox', { name: 'Question 4' });
    await expect(blank).toBeDisabled();
    await userEvent.type(blank, 'x');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(blank).toHaveValue('Tuesday');
  },
};

export const HighContrast: Story = {
  ...OverWordLimit,
  globals: { theme: 'highContrast' },
  play: async (context) => {
    await expect(context.canvasElement.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'highContrast');
    await OverWordLimit.play?.(context);
  },
};
