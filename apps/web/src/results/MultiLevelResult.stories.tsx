import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { MultiLevelSectionType, MyExamSectionResponse } from '@bandwise/core';
import { api, failing } from '../storybook/handlers';
import { prepareExam, withExam, type ExamStoryParameters } from '../exam/storybook/harness';
import { MultiLevelResultPage } from './MultiLevelResult';

type Row = MyExamSectionResponse['user_answers'][number];
const row = (overrides: Partial<Row>): Row => ({
  question_id: 1001,
  input_index: null,
  selected_answer: null,
  is_correct: null,
  correct_answer: null,
  answer_text: null,
  score: null,
  file_path: null,
  feedback: null,
  errors: [],
  ...overrides,
});
const answer = (type: MultiLevelSectionType, rows: Row[], score: number | null = null, late = false) =>
  http.get(api('/user/my-exam/31/14'), () =>
    HttpResponse.json({ section: { id: 14, type, status: rows.length ? 'scored' : 'not_submitted', score, late }, user_answers: rows }),
  );
const at = (section: MultiLevelSectionType, handlers: ExamStoryParameters['handlers']): ExamStoryParameters => ({
  route: `/cefr/${section}/31/14`,
  path: `/cefr/${section}/:examId/:sectionId`,
  layout: true,
  handlers,
});

const listeningRows = [
  row({ question_id: 1001, selected_answer: { answer: '7:15' }, answer_text: '7:15', is_correct: 1, correct_answer: '7:15', score: 1 }),
  row({ question_id: 1002, selected_answer: { answer: 'a book' }, answer_text: 'a book', is_correct: 0, correct_answer: 'a watch', score: 0 }),
  row({ question_id: 1009, input_index: 0, answer_text: null, is_correct: 0, correct_answer: '40', score: 0 }),
];

const meta = {
  title: 'Results/Multi-level sections',
  component: MultiLevelResultPage,
  tags: ['autodocs'],
  decorators: [withExam],
  beforeEach: prepareExam,
  args: { section: 'listening' },
  parameters: { layout: 'fullscreen', exam: at('listening', [answer('listening', listeningRows, 41)]) },
} satisfies Meta<typeof MultiLevelResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listening: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Listening result' })).toBeVisible();
    const rows = within(await canvas.findByRole('table')).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('7:15');
    await expect(rows[1]).toHaveTextContent('a watch');
    await expect(rows[2]).toHaveTextContent('No Answer');
    await expect(canvas.getByText('Section score: 41')).toBeVisible();
    await expect(canvas.getByText('Score: 1/3')).toBeVisible();
    await expect(canvas.queryByText(/after the time limit/)).toBeNull();
  },
};

export const ListeningLate: Story = {
  parameters: { exam: at('listening', [answer('listening', listeningRows, 41, true)]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Listening result' })).toBeVisible();
    // The server marked the section late: the page says so in words, and still shows the score.
    await expect(await canvas.findByText('Submitted after the time limit. Your answers were kept and scored all the same.')).toBeVisible();
    await expect(canvas.getByText('Section score: 41')).toBeVisible();
  },
};

export const ReadingEmpty: Story = {
  args: { section: 'reading' },
  parameters: { exam: at('reading', [answer('reading', [])]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reading result' })).toBeVisible();
    await expect(await canvas.findByText('No result')).toBeVisible();
  },
};

export const Writing: Story = {
  args: { section: 'writing' },
  parameters: {
    exam: at('writing', [
      answer('writing', [
        row({
          question_id: 1201,
          answer_text: 'Dear Sam, I was sorry to hear the club are closing early.',
          score: 12,
          feedback: 'Friendly tone; check the word count.',
          errors: [{ start: 39, end: 42, kind: 'grammar', message: "The subject 'club' is singular, so the verb should be 'is', not 'are'", suggestion: 'is' }],
        }),
        row({ question_id: 1203, answer_text: null, score: null }),
      ]),
    ]),
  },
  play: async ({ canvas }) => {
    // The cards are the list's own items (each card's marked-errors list has items too).
    const cards = [...(await canvas.findByRole('list', { name: 'Your answers' })).children] as HTMLElement[];
    await expect(cards[0]).toHaveTextContent('Dear Sam, I was sorry to hear the club are');
    // The grader's error is marked in place and described by its note.
    await expect(within(cards[0]!).getByText('are', { selector: 'mark', exact: false })).toHaveAccessibleDescription(
      "Grammar: The subject 'club' is singular, so the verb should be 'is', not 'are'. Suggestion: is",
    );
    await expect(cards[0]).toHaveTextContent('Score: 12');
    await expect(cards[1]).toHaveTextContent('No Answer');
    // The graded part is charted on the 0-75 scale; the other is not graded yet.
    await expect(canvas.getByRole('img', { name: 'Writing result: each answer against the section score' })).toHaveAccessibleDescription(
      /Part 1 12; Part 2 Not graded$/,
    );
    await expect(cards[1]).toHaveTextContent('Score: Being graded');
  },
};

export const WritingEmpty: Story = {
  args: { section: 'writing' },
  parameters: { exam: at('writing', [answer('writing', [])]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found')).toBeVisible();
  },
};

export const Speaking: Story = {
  args: { section: 'speaking' },
  parameters: {
    exam: at('speaking', [
      answer('speaking', [
        row({ question_id: 1301, answer_text: 'At the weekend I usually play football.', score: 9, file_path: '/media/uploads/multi-level/a.wav' }),
        row({ question_id: 1302, answer_text: null, score: null, file_path: '/media/uploads/multi-level/b.wav' }),
      ]),
    ]),
  },
  play: async ({ canvas }) => {
    const cards = within(await canvas.findByRole('list', { name: 'Your answers' })).getAllByRole('listitem');
    await expect(cards[0]).toHaveTextContent('At the weekend I usually play football.');
    await expect(cards[0]).toHaveTextContent('Score: 9');
    await expect(within(cards[0]!).getByLabelText('Your recording: question 1')).toHaveAttribute('src', '/media/uploads/multi-level/a.wav');
    await expect(cards[1]).toHaveTextContent('No transcription available');
  },
};

export const SpeakingEmpty: Story = {
  args: { section: 'speaking' },
  parameters: { exam: at('speaking', [answer('speaking', [])]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found.')).toBeVisible();
  },
};

export const LoadFails: Story = {
  args: { section: 'speaking' },
  parameters: { exam: at('speaking', [failing('get', '/user/my-exam/31/14', 404, 'Exam not found')]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found.')).toBeVisible();
  },
};

export const SessionExpired: Story = {
  tags: ['visual-mask-time'],
  parameters: { exam: at('listening', [failing('get', '/user/my-exam/31/14', 401, 'Unauthorized')]) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login'));
  },
};
