import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { emptySheet } from '@bandwise/core';
import { ReadingPartView } from './ReadingPartView';
import { fixtureKeys, readingFixture } from '../fixtures';

const meta = {
  title: 'Renderers/ReadingPartView',
  component: ReadingPartView,
  tags: ['autodocs'],
  args: { part: readingFixture, sheet: emptySheet(), onAnswer: fn() },
  argTypes: { onAnswer: { table: { category: 'Events' } }, onSheetChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof ReadingPartView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PassageAndQuestions: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const passage = canvas.getByRole('region', { name: 'Reading Passage 1' });
    await expect(within(passage).getByRole('heading', { name: 'Rowing on a Small River' })).toBeVisible();
    await expect(within(passage).getByText('C')).toBeVisible();
    const questions = canvas.getByRole('region', { name: 'Questions for Reading Passage 1' });
    await expect(within(questions).getByRole('heading', { level: 2, name: 'Questions 14–17' })).toBeVisible();
    await userEvent.selectOptions(within(questions).getByRole('combobox', { name: /cost of a new boat/ }), 'C');
    await expect(args.onAnswer).toHaveBeenLastCalledWith(14, 'C');
  },
};

export const WithKeys: Story = {
  args: { keys: fixtureKeys },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Key:')).toHaveLength(4);
    await expect(canvas.getByText('NOT GIVEN', { selector: '[data-key] span' })).toBeVisible();
  },
};
