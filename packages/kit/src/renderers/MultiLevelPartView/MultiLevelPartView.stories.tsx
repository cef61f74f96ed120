import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MultiLevelPartView, multiLevelLayouts, type MultiLevelPartViewProps } from './MultiLevelPartView';
import {
  multiLevelFixtureKeys,
  multiLevelListeningFixture,
  multiLevelSpeakingFixture,
  multiLevelWritingFixture,
} from '../fixtures';

function WithAnswers(props: MultiLevelPartViewProps) {
  const [answers, setAnswers] = useState(props.answers ?? []);
  return (
    <MultiLevelPartView
      {...props}
      answers={answers}
      onAnswersChange={(next) => {
        setAnswers(next);
        props.onAnswersChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Renderers/MultiLevelPartView',
  component: MultiLevelPartView,
  tags: ['autodocs'],
  render: (args) => <WithAnswers {...args} />,
  args: { part: multiLevelListeningFixture, firstNumber: 9, onAnswersChange: fn(), onAnswer: fn() },
  argTypes: {
    layout: { control: 'inline-radio', options: multiLevelLayouts },
    onAnswersChange: { table: { category: 'Events' } },
    onAnswer: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof MultiLevelPartView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChoicesAndBlanks: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await expect(canvas.getByRole('heading', { name: 'Part 1' })).toBeVisible();
    await step('a changed single choice replaces the earlier answer', async () => {
      const quiz = canvas.getByRole('radiogroup', { name: /open on Sundays/ });
      await userEvent.click(within(quiz).getByRole('radio', { name: /8:00/ }));
      await userEvent.click(within(quiz).getByRole('radio', { name: /9:30/ }));
      await expect(args.onAnswersChange).toHaveBeenLastCalledWith([
        { question_id: 91, answer_id: 911, question_type: 'quiz', answer_text: '9:30', input_index: null },
      ]);
    });
    await step('true/false and select questions store the option id', async () => {
      await userEvent.click(within(canvas.getByRole('radiogroup', { name: /café will close/ })).getByRole('radio', { name: 'False' }));
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Question 11 Speaker 1' }), 'C) coaches children');
      await expect(args.onAnswer).toHaveBeenLastCalledWith({
        question_id: 93,
        answer_id: 932,
        question_type: 'select',
        answer_text: 'C) coaches children',
        input_index: null,
      });
    });
    await step('each [input] is a box with its input_index', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Question 13' }), 'water');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Question 12' }), 'towel');
      const answers = (args.onAnswersChange as ReturnType<typeof fn>).mock.lastCall?.[0];
      await expect(answers).toHaveLength(5);
      await expect(answers).toEqual(
        expect.arrayContaining([
          { question_id: 94, answer_id: null, question_type: 'writing', answer_text: 'water', input_index: 1 },
          { question_id: 94, answer_id: null, question_type: 'writing', answer_text: 'towel', input_index: 0 },
        ]),
      );
    });
  },
};

export const WithKeys: Story = {
  args: { keys: multiLevelFixtureKeys },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9:30', { selector: '[data-key] span' })).toBeVisible();
    await expect(canvas.getByText('towel')).toBeVisible();
    await expect(canvas.getAllByText('Key:')).toHaveLength(5);
  },
};

export const EssaySplit: Story = {
  args: { part: multiLevelWritingFixture, sectionType: 'writing', firstNumber: 1 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(within(canvas.getByRole('region', { name: 'Task' })).getByText(/public boathouse/)).toBeVisible();
    const box = canvas.getByRole('textbox', { name: /Task 2/ });
    await expect(box).toHaveAttribute('placeholder', 'Write...');
    await userEvent.type(box, 'I agree.');
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith([
      { question_id: 95, answer_id: null, question_type: 'essay', answer_text: 'I agree.', input_index: null },
    ]);
    await expect(canvas.getByText('Words: 2')).toBeVisible();
  },
};

export const SpeakingWithPicture: Story = {
  args: {
    part: multiLevelSpeakingFixture,
    sectionType: 'speaking',
    photoAlt: 'Plan of a rowing club',
    renderSpeaking: (question) => <p>Recorder for question {question.id}</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Plan of a rowing club' })).toBeVisible();
    await expect(canvas.getByText('What can you see in the picture?')).toBeVisible();
    await expect(canvas.getByText('Recorder for question 97')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
