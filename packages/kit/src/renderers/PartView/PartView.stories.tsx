import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { emptySheet, scoreIeltsSection } from '@bandwise/core';
import { PartView, type PartViewProps } from './PartView';
import { fixtureKeys, listeningFixtureGroups } from '../fixtures';

function WithSheet(props: PartViewProps) {
  const [sheet, setSheet] = useState(props.sheet);
  return (
    <PartView
      {...props}
      sheet={sheet}
      onSheetChange={(next) => {
        setSheet(next);
        props.onSheetChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Renderers/PartView',
  component: PartView,
  tags: ['autodocs'],
  render: (args) => <WithSheet {...args} />,
  args: {
    part: { number: 1, title: 'Part 1', groups: listeningFixtureGroups },
    sheet: emptySheet(),
    onAnswer: fn(),
    onSheetChange: fn(),
  },
  argTypes: { onAnswer: { table: { category: 'Events' } }, onSheetChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof PartView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ListeningPart: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Part 1' })).toBeVisible();
    await expect(canvas.getByText('Questions 1–10')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Questions 1–3',
      'Questions 4–5',
      'Questions 6–7',
      'Question 10',
    ]);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Question 3' }), 'Wednesday');
    await userEvent.click(canvas.getByRole('checkbox', { name: /use of the gym/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /coaching on Saturdays/ }));
    await userEvent.click(canvas.getByRole('radio', { name: /book a trial session/ }));
    const sheet = (args.onSheetChange as ReturnType<typeof fn>).mock.lastCall?.[0] as string[];
    await expect(sheet.slice(0, 10)).toEqual(['', '', 'Wednesday', '', '', '', '', 'B', 'D', 'A']);
    await expect(scoreIeltsSection(args.part.groups, fixtureKeys, sheet).raw).toBe(4);
  },
};

export const WithKeys: Story = {
  args: { keys: fixtureKeys },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('lifejacket')).toBeVisible();
    await expect(canvas.getByText('(the) shed')).toBeVisible();
  },
};
