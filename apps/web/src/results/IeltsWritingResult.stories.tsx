import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { WritingResultResponse } from '@bandwise/core';
import { api, myResultsHandler } from '../storybook/handlers';
import { prepareExam, withExam, type ExamStoryParameters } from '../exam/storybook/harness';
import { attempt, book1, bookHandler } from '../exam/storybook/fixtures';
import { WritingResultPage } from './IeltsWritingResult';

const [task1, task2] = book1.writing.tasks;
const graded: WritingResultResponse = {
  writing: 6.5,
  answers: [
    {
      taskNumber: 1,
      question: task1!.prompt,
      userAnswer: 'The maps show how the village of Hollins Cross changed between 1995 and today.',
      feedback: 'Clear overview; compare the two maps more directly.',
      taskBandScore: 6,
      coherenceScore: 6,
      grammarScore: 6.5,
      lexicalResourceScore: 6,
      taskAchievementScore: 5.5,
      status: 'GRADED',
      errors: [],
    },
    {
      taskNumber: 2,
      question: task2!.prompt,
      userAnswer: 'Technology gives criminals new tools, but it gives the police even better ones.',
      feedback: 'A clear position; develop the examples further.',
      taskBandScore: 7,
      coherenceScore: 7,
      grammarScore: 6.5,
      lexicalResourceScore: 7,
      taskAchievementScore: 7,
      status: 'GRADED',
      errors: [],
    },
  ],
};
const result = (body: WritingResultResponse) =>
  http.get(api('/ielts/exam/result/get-results-outline-writing/7'), () => HttpResponse.json(body));
const at = (handlers: ExamStoryParameters['handlers']): ExamStoryParameters => ({
  route: '/writing/7',
  path: '/writing/:id',
  layout: true,
  handlers: [...(handlers ?? []), myResultsHandler([attempt('listening', { status: 'COMPLETED', remainSection: null })]), bookHandler()],
});

const meta = {
  title: 'Results/IELTS writing',
  component: WritingResultPage,
  tags: ['autodocs'],
  decorators: [withExam],
  beforeEach: prepareExam,
  parameters: { layout: 'fullscreen', exam: at([result(graded)]) },
} satisfies Meta<typeof WritingResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Graded: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Writing result' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Task 1' })).toHaveAttribute('aria-selected', 'true');
    // Task 1 shows its map, from the exam's book.
    await expect(await canvas.findByRole('img', { name: task1!.image!.alt })).toHaveAttribute('src', `/media/${task1!.image!.src}`);
    await expect(canvas.getByText('Clear overview; compare the two maps more directly.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Task 2' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Task 2' });
    await expect(within(panel).getByText('A clear position; develop the examples further.')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const BeingGraded: Story = {
  parameters: {
    exam: at([
      result({
        writing: null,
        answers: graded.answers.map((answer) => ({
          ...answer,
          feedback: null,
          taskBandScore: null,
          coherenceScore: null,
          grammarScore: null,
          lexicalResourceScore: null,
          taskAchievementScore: null,
          status: 'PENDING' as const,
        })),
      }),
    ]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Your essays are being graded/)).toBeVisible();
    await expect(canvas.getByText(graded.answers[0]!.userAnswer)).toBeVisible();
  },
};

export const NotSubmitted: Story = {
  parameters: { exam: at([result({ writing: null, answers: [] })]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No result')).toBeVisible();
  },
};

/** An essay graded before the built-in grader's comments came in three languages: its English comment, read in Uzbek. */
export const OlderEnglishCommentInUzbek: Story = {
  globals: { locale: 'uz' },
  parameters: {
    exam: at([result({ ...graded, answers: graded.answers.map((answer, index) => (index === 0 ? { ...answer, comment: null, feedbackInEnglish: true } : answer)) })]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Bu izoh ingliz tilida yozilgan/)).toBeVisible();
    // The comment itself stays as stored, marked as English so a screen reader reads it in English.
    await expect(canvas.getByText('Clear overview; compare the two maps more directly.')).toHaveAttribute('lang', 'en');
  },
};
