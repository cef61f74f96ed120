import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { emptySheet } from '@bandwise/core';
import { QuestionGroupView, type QuestionGroupViewProps } from './QuestionGroupView';
import {
  chooseGroup,
  fixtureKeys,
  formGroup,
  headingsGroup,
  mapGroup,
  notesGroup,
  sectionsGroup,
  singleGroup,
  summaryGroup,
  tableGroup,
  tfngGroup,
  ynngGroup,
} from '../fixtures';

/** Keeps the sheet as a runner would, so each answer shows and the next change builds on it. */
function WithSheet(props: QuestionGroupViewProps) {
  const [sheet, setSheet] = useState(props.sheet);
  return (
    <QuestionGroupView
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
  title: 'Renderers/QuestionGroupView',
  component: QuestionGroupView,
  tags: ['autodocs'],
  render: (args) => <WithSheet {...args} />,
  args: { group: formGroup, sheet: emptySheet(), onAnswer: fn(), onSheetChange: fn() },
  argTypes: {
    onAnswer: { table: { category: 'Events' } },
    onSheetChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof QuestionGroupView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GapFillForm: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Questions 1–3' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Riverside Rowing Club: booking form' })).toBeVisible();
    // The instructions state the limit, so it is not printed a second time.
    await expect(canvas.queryByText(/^Write NO MORE THAN/)).toBeNull();
    const surname = canvas.getByRole('textbox', { name: 'Question 1' });
    await expect(surname).toHaveAccessibleDescription('NO MORE THAN TWO WORDS AND/OR A NUMBER');
    await userEvent.type(surname, 'Hartley');
    await expect(args.onAnswer).toHaveBeenLastCalledWith(1, 'Hartley');
    const sheet = (args.onSheetChange as ReturnType<typeof fn>).mock.lastCall?.[0] as string[];
    await expect(sheet).toHaveLength(40);
    await expect(sheet[0]).toBe('Hartley');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Question 2' }), '27');
    await expect(args.onSheetChange).toHaveBeenLastCalledWith(expect.arrayContaining(['Hartley', '27']));
    await expect(canvas.getByRole('textbox', { name: 'Question 1' })).toHaveValue('Hartley');
  },
};

export const GapFillTable: Story = {
  args: { group: tableGroup },
  play: async ({ canvas, userEvent, args }) => {
    // These instructions do not state the limit: the group prints it once.
    await expect(canvas.getByText('Write ONE WORD ONLY for each answer.')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Notes' })).toBeVisible();
    const cell = canvas.getByRole('cell', { name: /kept in the/ });
    await userEvent.type(within(cell).getByRole('textbox', { name: 'Question 5' }), 'shed');
    await expect(args.onAnswer).toHaveBeenLastCalledWith(5, 'shed');
  },
};

export const GapFillNotesOverLimit: Story = {
  args: { group: notesGroup },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Question 6' }), 'life jacket');
    // Flagged, not blocked: the exam marks it wrong rather than stopping the typing.
    await expect(args.onAnswer).toHaveBeenLastCalledWith(6, 'life jacket');
    await expect(canvas.getByText('More than 1 word')).toBeVisible();
  },
};

export const ChooseTwoFillsTwoSlots: Story = {
  args: { group: chooseGroup },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('ticks land in slots 8 and 9 in option order', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: /coaching on Saturdays/ }));
      await userEvent.click(canvas.getByRole('checkbox', { name: /use of the gym/ }));
      const sheet = (args.onSheetChange as ReturnType<typeof fn>).mock.lastCall?.[0] as string[];
      await expect(sheet.slice(7, 9)).toEqual(['B', 'D']);
      await expect(canvas.getByRole('checkbox', { name: /parking/ })).toBeDisabled();
    });
    await step('unticking clears the unused slot', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: /use of the gym/ }));
      await expect(args.onAnswer).toHaveBeenCalledWith(8, 'D');
      await expect(args.onAnswer).toHaveBeenLastCalledWith(9, '');
      const sheet = (args.onSheetChange as ReturnType<typeof fn>).mock.lastCall?.[0] as string[];
      await expect(sheet.slice(7, 9)).toEqual(['D', '']);
      await expect(canvas.getByRole('checkbox', { name: /parking/ })).toBeEnabled();
    });
  },
};

export const SingleChoice: Story = {
  args: { group: singleGroup },
  play: async ({ canvas, userEvent, args }) => {
    const question = canvas.getByRole('radiogroup', { name: /New members should first/ });
    await userEvent.click(within(question).getByRole('radio', { name: /pass a swimming test/ }));
    await expect(args.onAnswer).toHaveBeenLastCalledWith(10, 'B');
    await expect(within(question).getByRole('radio', { name: /pass a swimming test/ })).toBeChecked();
  },
};

export const MatchingHeadingsOnce: Story = {
  args: { group: headingsGroup },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('List of Headings')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Question 11 Paragraph A' }), 'iii');
    await expect(args.onAnswer).toHaveBeenLastCalledWith(11, 'iii');
    // Not reusable: the chosen heading is marked in the other questions' lists, never blocked.
    const other = canvas.getByRole('combobox', { name: 'Question 12 Paragraph B' });
    await expect(within(other).getByRole('option', { name: /^iii\s.*\(used\)$/ })).toHaveAttribute('data-used');
  },
};

export const MatchingSectionsReusable: Story = {
  args: { group: sectionsGroup },
  play: async ({ canvas, userEvent, args }) => {
    // Bare letters: the passage is the list, so no box is printed, and the reuse hint is printed once.
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getAllByText(/You may use any letter more than once/)).toHaveLength(1);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Question 14/ }), 'C');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Question 15/ }), 'C');
    await expect(args.onAnswer).toHaveBeenLastCalledWith(15, 'C');
    await expect(within(canvas.getByRole('combobox', { name: /^Question 14/ })).queryByText(/\(used\)/)).toBeNull();
  },
};

export const TrueFalseNotGivenRadios: Story = {
  args: { group: tfngGroup },
  play: async ({ canvas, userEvent, args }) => {
    const statement = canvas.getByRole('radiogroup', { name: /rebuilt twice/ });
    await userEvent.click(within(statement).getByRole('radio', { name: 'NOT GIVEN' }));
    await expect(args.onAnswer).toHaveBeenLastCalledWith(17, 'NOTGIVEN');
    await expect(within(statement).getByRole('radio', { name: 'NOT GIVEN' })).toBeChecked();
  },
};

export const YesNoNotGivenDropdowns: Story = {
  args: { group: ynngGroup },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: /every school/ });
    await userEvent.selectOptions(select, 'YES');
    await expect(args.onAnswer).toHaveBeenLastCalledWith(18, 'YES');
    await expect(select).toHaveDisplayValue('YES');
  },
};

export const SummaryFromWordBank: Story = {
  args: { group: summaryGroup },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('A season on the river')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Question 21' }), 'B');
    await expect(args.onAnswer).toHaveBeenLastCalledWith(21, 'B');
    const sheet = (args.onSheetChange as ReturnType<typeof fn>).mock.lastCall?.[0] as string[];
    await expect(sheet[20]).toBe('B');
  },
};

export const PlanLabelling: Story = {
  args: { group: mapGroup },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: /Plan of the club grounds/ })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Question 22/ }), 'C');
    await expect(args.onAnswer).toHaveBeenLastCalledWith(22, 'C');
  },
};

/** The authors' preview: every control shows its keyed answers. */
export const WithKeys: Story = {
  args: { group: formGroup, keys: fixtureKeys },
  play: async ({ canvas }) => {
    const hint = canvas.getByText('Hartley');
    await expect(hint).toBeVisible();
    await expect(hint.closest('[data-question]')).toHaveAttribute('data-question', '1');
    await expect(canvas.getAllByText('Key:')).toHaveLength(3);
  },
};

export const WithKeysChooseTwo: Story = {
  args: { group: chooseGroup, keys: fixtureKeys },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('B, D')).toBeVisible();
  },
};

export const WithKeysSummary: Story = {
  args: { group: summaryGroup, keys: fixtureKeys },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Keyed answers' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('20 A')).toBeVisible();
  },
};

export const Flagged: Story = {
  args: { group: singleGroup, flagged: [10] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Question 10 flagged for review' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: {
    group: tfngGroup,
    disabled: true,
    sheet: Object.assign(emptySheet(), { 15: 'TRUE' }),
  },
  play: async ({ canvas }) => {
    const statement = canvas.getByRole('radiogroup', { name: /founded by students/ });
    await expect(within(statement).getByRole('radio', { name: 'TRUE' })).toBeChecked();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
