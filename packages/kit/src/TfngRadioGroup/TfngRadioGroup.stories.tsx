import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TfngRadioGroup } from './TfngRadioGroup';
import { tfngForms, tfngVariants } from './tfngOptions';

const meta = {
  title: 'Inputs/TfngRadioGroup',
  component: TfngRadioGroup,
  tags: ['autodocs'],
  args: {
    number: 8,
    statement: 'The first lighthouse on the island was built of wood.',
    onValueChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: tfngVariants },
    form: { control: 'inline-radio', options: tfngForms },
    onValueChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof TfngRadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', {
      name: 'Question 8 The first lighthouse on the island was built of wood.',
    });
    await expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'TRUE',
      'FALSE',
      'NOTGIVEN',
    ]);
    await userEvent.click(canvas.getByText('FALSE'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('FALSE');
    await expect(canvas.getByRole('radio', { name: 'FALSE' })).toBeChecked();
    await expect(canvasElement.querySelector('[data-state="answered"]')).not.toBeNull();
  },
};

/** The stored value has no space; the learner sees 'NOT GIVEN'. */
export const StoresNotGiven: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const notGiven = canvas.getByRole('radio', { name: 'NOT GIVEN' });
    await userEvent.click(notGiven);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('NOTGIVEN');
    await expect(notGiven).toBeChecked();
    await expect(canvas.getByText('NOT GIVEN')).toBeVisible();
    await expect(canvas.queryByText('NOTGIVEN')).toBeNull();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    async function press(key: string) {
      await userEvent.keyboard(`{${key}>}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await userEvent.keyboard(`{/${key}}`);
    }
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'TRUE' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('TRUE');
    await press('ArrowRight');
    await press('ArrowRight');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('NOTGIVEN');
    await expect(canvas.getByRole('radio', { name: 'NOT GIVEN' })).toBeChecked();
    // Arrows wrap round, as in every radio group.
    await press('ArrowRight');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('TRUE');
  },
};

export const YesNoNotGiven: Story = {
  args: {
    number: 36,
    variant: 'ynng',
    statement: 'The writer believes night trains will replace short flights within a decade.',
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'YES',
      'NO',
      'NOTGIVEN',
    ]);
    await userEvent.click(canvas.getByRole('radio', { name: 'NO' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('NO');
    await expect(canvas.getByRole('radio', { name: 'NO' })).toBeChecked();
  },
};

export const DropdownForm: Story = {
  args: {
    number: 37,
    variant: 'ynng',
    form: 'dropdown',
    statement: 'Sleeper carriages are more comfortable than they used to be.',
  },
  play: async ({ canvas, userEvent, args, step }) => {
    const select = canvas.getByRole('combobox', {
      name: 'Question 37 Sleeper carriages are more comfortable than they used to be.',
    });
    await step('the list is blank, YES, NO, NOT GIVEN', async () => {
      await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
        '',
        'YES',
        'NO',
        'NOT GIVEN',
      ]);
    });
    await step('choosing NOT GIVEN stores NOTGIVEN and shows NOT GIVEN', async () => {
      await userEvent.selectOptions(select, 'NOT GIVEN');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('NOTGIVEN');
      await expect(select).toHaveDisplayValue('NOT GIVEN');
    });
    await step('the blank option takes it back', async () => {
      await userEvent.selectOptions(select, '');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    });
  },
};

export const DropdownAnswered: Story = {
  args: { form: 'dropdown', defaultValue: 'TRUE' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('combobox', { name: /Question 8/ })).toHaveDisplayValue('TRUE');
    await expect(canvasElement.querySelector('[data-form="dropdown"]')).toHaveAttribute('data-state', 'answered');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const HighContrast: Story = {
  args: { defaultValue: 'NOTGIVEN' },
  globals: { theme: 'highContrast' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'NOT GIVEN' })).toBeChecked();
  },
};
