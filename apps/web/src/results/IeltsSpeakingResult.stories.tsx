import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { SpeakingResultPart } from '@bandwise/core';
import { api } from '../storybook/handlers';
import { prepareExam, withExam, type ExamStoryParameters } from '../exam/storybook/harness';
import { book1 } from '../exam/storybook/fixtures';
import { SpeakingResultPage } from './IeltsSpeakingResult';

/** Without a transcript the grader assesses fluency alone, from the audio, and it makes the part's band. */
const part = (number: number, transcribed: boolean): SpeakingResultPart => ({
  part_number: number,
  part_band_score: transcribed ? 6.5 : 5.5,
  coherence_score: transcribed ? 6.3 : null,
  fluency_score: transcribed ? 6.6 : 5.5,
  grammar_score: transcribed ? 6 : null,
  vocabulary_score: transcribed ? 7.2 : null,
  relevance_score: transcribed ? 6.8 : null,
  topic_dev_score: transcribed ? 5.9 : null,
  status: 'GRADED',
  transcription: book1.speaking.parts[number - 1]!.questions.slice(0, 2).map((question, index) => ({
    question: question.text,
    transcription: transcribed && index === 0 ? 'I buy things online about once a week, mostly books.' : '',
    feedback: transcribed && index === 0 ? 'Good range; extend your answers.' : '',
    voiceUrl: `/media/uploads/ielts/part${number}-${index}.wav`,
  })),
});
const parts = (answers: Record<number, SpeakingResultPart | 'fail'>) =>
  [1, 2, 3].map((number) =>
    http.get(api(`/ielts/exam/result/get-results-outline-speaking/7/${number}`), () => {
      const answer = answers[number];
      return answer === 'fail' || !answer
        ? HttpResponse.json({ statusCode: 500, message: 'Internal error' }, { status: 500 })
        : HttpResponse.json(answer);
    }),
  );
const at = (handlers: ExamStoryParameters['handlers']): ExamStoryParameters => ({
  route: '/speaking/7',
  path: '/speaking/:id',
  layout: true,
  handlers,
});

const meta = {
  title: 'Results/IELTS speaking',
  component: SpeakingResultPage,
  tags: ['autodocs'],
  decorators: [withExam],
  beforeEach: prepareExam,
  parameters: { layout: 'fullscreen', exam: at(parts({ 1: part(1, true), 2: part(2, true), 3: part(3, false) })) },
} satisfies Meta<typeof SpeakingResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Graded: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Speaking result' })).toBeVisible();
    const panel = await canvas.findByRole('tabpanel', { name: 'Part 1' });
    await expect(within(panel).getByText('I buy things online about once a week, mostly books.')).toBeVisible();
    // The second answer had nothing transcribed.
    await expect(within(panel).getByText('No transcription available')).toBeVisible();
    // Recordings play from the API's media address.
    await expect(within(panel).getByLabelText('Your recording: Part 1, question 1')).toHaveAttribute('src', '/media/uploads/ielts/part1-0.wav');
    await userEvent.click(canvas.getByRole('tab', { name: 'Part 3' }));
    const untranscribed = canvas.getByRole('tabpanel', { name: 'Part 3' });
    await expect(within(untranscribed).getAllByText('No transcription available')).toHaveLength(2);
    // Nothing was heard to judge the words by: fluency is the one figure, and the other five say so.
    // Said three times for each of the five: its tile, its bar, and its row of the chart's table for screen readers.
    await expect(within(untranscribed).getAllByText('Not assessed')).toHaveLength(5 * 3);
    await expect(within(untranscribed).queryByText('Not graded')).toBeNull();
  },
};

export const OnePartFailed: Story = {
  parameters: { exam: at(parts({ 1: part(1, true), 2: 'fail', 3: part(3, true) })) },
  play: async ({ canvas }) => {
    await canvas.findByRole('tabpanel', { name: 'Part 1' });
    const tabs = within(canvas.getByRole('tablist', { name: 'Speaking parts' })).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Part 1', 'Part 3']);
  },
};

export const LoadFails: Story = {
  parameters: { exam: at(parts({ 1: 'fail', 2: 'fail', 3: 'fail' })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found.')).toBeVisible();
  },
};
