import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { IeltsRunnerPage } from './IeltsRunner';
import { EXAM_ID, book1, calls, ieltsLoad, inlineSubmit, resetCalls, speakingUpload, writingSubmit } from '../storybook/fixtures';
import { expectToastClearOf, pause, prepareExam, withExam, type ExamStoryParameters } from '../storybook/harness';

/**
 * The IELTS runner's reading, speaking and writing screens, opened where a resumed exam opens them. Recordings are
 * real captures from Chromium's fake microphone.
 */
const route = `/book1/${EXAM_ID}`;
const at = (handlers: ExamStoryParameters['handlers'], storage?: Record<string, string>): ExamStoryParameters => ({
  route,
  path: '/book1/:examId',
  handlers,
  storage,
});
const saved = (value: unknown) => JSON.stringify({ v: 1, savedAt: 0, value });
const key = (section: string, what: string) => `bw:exam:ielts:${EXAM_ID}:${section}:${what}`;

const meta = {
  title: 'Exam/IELTS runner/Sections',
  component: IeltsRunnerPage,
  tags: ['autodocs', 'visual-mask-time'],
  decorators: [withExam],
  beforeEach: async (context) => {
    resetCalls();
    return prepareExam(context);
  },
  parameters: { layout: 'fullscreen', exam: at([...ieltsLoad('reading'), inlineSubmit()]) },
} satisfies Meta<typeof IeltsRunnerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Resuming opens with 'Test ?'; Yes, then Start. */
async function resumeAndStart(userEvent: { click: (element: Element) => Promise<void> }) {
  const body = within(document.body);
  const yes = within(await body.findByRole('alertdialog', { name: 'Test ?' })).getByRole('button', { name: 'Yes' });
  // Radix keeps the page inert (pointer-events: none) until the dialog has opened; a loaded machine can click sooner.
  await waitFor(() => expect(getComputedStyle(yes).pointerEvents).not.toBe('none'));
  await userEvent.click(yes);
  await userEvent.click(await body.findByRole('button', { name: 'Start' }));
}

/** Selects characters [start, end) of a passage paragraph, as a learner dragging over it would. */
async function selectInParagraph(root: HTMLElement, paragraph: number, start: number, end: number) {
  const element = root.querySelector(`[data-paragraph-text="${paragraph}"]`)!;
  const text = element.firstChild!;
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, end);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
}

export const ReadingHighlightsAndNotes: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await resumeAndStart(userEvent);
    await step('passage left and questions right, each in its own scrolling pane', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Reading exam' })).toBeVisible();
      await expect(canvas.getByRole('region', { name: 'Reading Passage 1' })).toBeVisible();
      await expect(canvas.getByRole('region', { name: 'Questions for Reading Passage 1' })).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 2, name: book1.reading.parts[0]!.passage.title })).toBeVisible();
    });
    await step('select words and Highlight them; the device keeps the highlight', async () => {
      await expect(canvas.getByRole('button', { name: 'Highlight' })).toBeDisabled();
      await selectInParagraph(canvasElement, 0, 0, 11);
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Highlight' })).toBeEnabled());
      await userEvent.click(canvas.getByRole('button', { name: 'Highlight' }));
      const mark = canvasElement.querySelector('mark[data-highlight="1-0-0"]');
      await expect(mark).toHaveTextContent('Few objects');
      await expect(JSON.parse(localStorage.getItem(key('READING', 'highlights'))!).value).toEqual([
        { id: '1-0-0', part: 1, paragraph: 0, start: 0, end: 11, note: '' },
      ]);
    });
    await step('Add note highlights and opens a note on it', async () => {
      await selectInParagraph(canvasElement, 1, 4, 19);
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Add note' })).toBeEnabled());
      await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
      const note = await canvas.findByRole('textbox', { name: /^Note on “first thing to/ });
      await waitFor(() => expect(note).toHaveFocus());
      await userEvent.type(note, 'no lead');
      await expect(JSON.parse(localStorage.getItem(key('READING', 'highlights'))!).value[1]).toMatchObject({ paragraph: 1, note: 'no lead' });
    });
    await step('a highlight can be removed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove highlight “Few objects”' }));
      await expect(canvasElement.querySelector('mark[data-highlight="1-0-0"]')).toBeNull();
    });
  },
};

export const ReadingRestoredAfterReload: Story = {
  parameters: {
    exam: at([...ieltsLoad('reading'), inlineSubmit()], {
      [key('READING', 'highlights')]: saved([{ id: '1-0-0', part: 1, paragraph: 0, start: 0, end: 11, note: 'the topic' }]),
      [key('READING', 'sheet')]: saved(Array.from({ length: 40 }, (_, index) => (index === 0 ? 'B' : ''))),
    }),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await resumeAndStart(userEvent);
    await canvas.findByRole('heading', { level: 1, name: 'Reading exam' });
    await expect(canvasElement.querySelector('mark[data-highlight="1-0-0"]')).toHaveTextContent('Few objects');
    await expect(canvas.getByRole('textbox', { name: /^Note on “Few objects/ })).toHaveValue('the topic');
    await expect(canvas.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  },
};

export const ReadingSubmitFails: Story = {
  parameters: { exam: at([...ieltsLoad('reading'), inlineSubmit({ status: 400, body: {} })]) },
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    await resumeAndStart(userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next exam' }));
    await userEvent.click(await body.findByRole('button', { name: 'Yes' }));
    await expect(await body.findByText('Error!')).toBeVisible();
    expectToastClearOf('Error!', ['Leave exam', 'Next exam']);
    await waitFor(() => expect(calls.inline).toHaveBeenCalledTimes(1));
    await expect(calls.inline.mock.calls[0]![0]).toMatchObject({ sectionType: 'READING' });
  },
};

export const SpeakingRecordsAndUploads: Story = {
  parameters: { exam: at([...ieltsLoad('speaking'), speakingUpload()]) },
  play: async ({ canvas, userEvent, step }) => {
    await resumeAndStart(userEvent);
    await step('part 1 is open and its tab disabled; only part 2 can be opened next', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Speaking exam' })).toBeVisible();
      await expect(canvas.getByRole('tab', { name: 'Part 1' })).toBeDisabled();
      await expect(canvas.getByRole('tab', { name: 'Part 2' })).toBeEnabled();
      await expect(canvas.getByRole('tab', { name: 'Part 3' })).toBeDisabled();
    });
    await step('record question 1, stop it; the WAV goes up with the question and part number', async () => {
      const recorder = canvas.getByRole('group', { name: 'Answer to question 1' });
      await expect(within(recorder).getByText('Time Left: 30s')).toBeVisible();
      await userEvent.click(within(recorder).getByRole('button', { name: 'Record' }));
      await waitFor(() => expect(recorder).toHaveAttribute('data-state', 'recording'), { timeout: 10_000 });
      await pause(800);
      await userEvent.click(within(recorder).getByRole('button', { name: 'Stop Recording' }));
      await expect(await canvas.findByText('Audio submitted successfully!', {}, { timeout: 10_000 })).toBeVisible();
      const [form, request] = calls.speaking.mock.calls[0]! as [FormData, Request];
      const url = new URL(request.url);
      await expect(url.searchParams.get('partNumber')).toBe('1');
      await expect(url.searchParams.get('question')).toBe(book1.speaking.parts[0]!.questions[0]!.text);
      const file = form.get('voiceAnswer') as File;
      await expect(file.type).toBe('audio/wav');
      await expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 4))).toBe('RIFF');
      await expect(canvas.queryByRole('group', { name: 'Answer to question 1' })).toBeNull();
    });
  },
};

export const SpeakingCueCard: Story = {
  parameters: {
    exam: at([...ieltsLoad('speaking'), speakingUpload()], { [key('SPEAKING', 'part')]: saved('2') }),
  },
  play: async ({ canvas, userEvent, step }) => {
    await resumeAndStart(userEvent);
    await step('part 2: the cue card, a notes box and the preparation countdown', async () => {
      await expect(await canvas.findByRole('group', { name: 'Cue card' })).toHaveTextContent(book1.speaking.parts[1]!.questions[0]!.text);
      await expect(canvas.getByRole('tab', { name: /Part 1/ })).toBeDisabled();
      await userEvent.type(canvas.getByRole('textbox', { name: 'Notes' }), 'aunt');
      await expect(JSON.parse(localStorage.getItem(key('SPEAKING', 'notes'))!).value).toBe('aunt');
      await expect(canvas.getByRole('timer', { name: 'Preparation time left' })).toBeVisible();
    });
    await step('recording starts by itself after preparation (skipped here), then the part 2 text', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Start speaking now' }));
      await waitFor(() => expect(canvas.getByRole('group', { name: 'Your talk' })).toHaveAttribute('data-state', 'recording'), { timeout: 10_000 });
      const recorder = canvas.getByRole('group', { name: 'Your talk' });
      await expect(within(recorder).getByText(/Time Left: (60|59)s/)).toBeVisible();
      await pause(800);
      await userEvent.click(within(recorder).getByRole('button', { name: 'Stop Recording' }));
      await expect(await canvas.findByText('Audio sent successfully!', {}, { timeout: 10_000 })).toBeVisible();
      await expect(new URL((calls.speaking.mock.calls[0]![1] as Request).url).searchParams.get('partNumber')).toBe('2');
    });
  },
};

export const SpeakingUploadRetried: Story = {
  parameters: {
    exam: at([
      ...ieltsLoad('speaking'),
      speakingUpload({ status: 503, body: {} }, { status: 503, body: {} }, { status: 503, body: {} }, { body: { statusCode: 200 } }),
    ]),
  },
  play: async ({ canvas, userEvent, step }) => {
    await resumeAndStart(userEvent);
    const recorder = await canvas.findByRole('group', { name: 'Answer to question 2' });
    await step('an upload failing three times shows the seed text and a retry', async () => {
      await userEvent.click(within(recorder).getByRole('button', { name: 'Record' }));
      await waitFor(() => expect(recorder).toHaveAttribute('data-state', 'recording'), { timeout: 10_000 });
      await pause(500);
      await userEvent.click(within(recorder).getByRole('button', { name: 'Stop Recording' }));
      await expect(await within(recorder).findByText('Submission failed. Please try again.', {}, { timeout: 15_000 })).toBeVisible();
      await expect(calls.speaking).toHaveBeenCalledTimes(3);
    });
    await step('the retry sends the same recording again', async () => {
      await userEvent.click(within(recorder).getByRole('button', { name: 'Try again' }));
      await expect(await canvas.findByText('Audio submitted successfully!', {}, { timeout: 10_000 })).toBeVisible();
      await expect(calls.speaking).toHaveBeenCalledTimes(4);
    });
  },
};

export const SpeakingPart2Refused: Story = {
  parameters: {
    exam: at([...ieltsLoad('speaking'), speakingUpload({ status: 415, body: { statusCode: 415, message: 'voiceAnswer must be a WAV (RIFF/WAVE) recording' } })], {
      [key('SPEAKING', 'part')]: saved('2'),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await resumeAndStart(userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start speaking now' }));
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Your talk' })).toHaveAttribute('data-state', 'recording'), { timeout: 10_000 });
    const recorder = canvas.getByRole('group', { name: 'Your talk' });
    await pause(500);
    await userEvent.click(within(recorder).getByRole('button', { name: 'Stop Recording' }));
    await expect(await within(recorder).findByText('Error sending audio.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(within(recorder).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SpeakingRestoredThenNextExam: Story = {
  parameters: {
    exam: at([...ieltsLoad('speaking'), speakingUpload(), writingSubmit()], { [key('SPEAKING', 'sent')]: saved(['b1-s1-q1']) }),
  },
  play: async ({ canvas, userEvent, step }) => {
    await resumeAndStart(userEvent);
    await step('a recording sent before the reload stays sent', async () => {
      await expect(await canvas.findByText('Audio submitted successfully!')).toBeVisible();
      await expect(canvas.queryByRole('group', { name: 'Answer to question 1' })).toBeNull();
      await expect(canvas.getByRole('group', { name: 'Answer to question 2' })).toBeVisible();
    });
    await step("'Next exam' opens writing with no call", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next exam' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Writing exam' })).toBeVisible();
      await expect(localStorage.getItem('examSection')).toBe('writing');
      await expect(calls.speaking).not.toHaveBeenCalled();
      await expect(calls.writing).not.toHaveBeenCalled();
    });
  },
};

export const WritingFinish: Story = {
  parameters: { exam: at([...ieltsLoad('speaking'), writingSubmit()], { examSection: 'writing' }) },
  play: async ({ canvas, userEvent, step }) => {
    const body = within(document.body);
    await resumeAndStart(userEvent);
    const [task1, task2] = book1.writing.tasks;
    await step('speaking ended on this device: writing opens, task 1 with its map', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Writing exam' })).toBeVisible();
      await expect(canvas.getByRole('tab', { name: 'Task 1' })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('img', { name: task1!.image!.alt })).toHaveAttribute('src', `/media/${task1!.image!.src}`);
    });
    await step('live word counts with the advised minimum', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Task 1' }), 'The village grew');
      await expect(canvas.getByText('Words: 3')).toBeVisible();
      await expect(canvas.getByText('At least 150 words advised')).toBeVisible();
      await userEvent.click(canvas.getByRole('tab', { name: 'Task 2' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Task 2' }), 'Technology helps both');
      await expect(canvas.getByText('At least 250 words advised')).toBeVisible();
    });
    await step("'Finish exam' confirms, sends both tasks, says 'Successful!' and opens My Result after 3 s", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Finish exam' }));
      const confirm = await body.findByRole('alertdialog', { name: 'Are you sure you want to finish the exam?' });
      await expect(confirm).toHaveTextContent('Task 1: 3 words (at least 150 advised).');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(calls.writing).toHaveBeenCalledTimes(1));
      await expect(calls.writing.mock.calls[0]![0]).toEqual({
        examId: EXAM_ID,
        list: [
          { question: task1!.prompt, userAnswer: 'The village grew' },
          { question: task2!.prompt, userAnswer: 'Technology helps both' },
        ],
      });
      await expect(await body.findByText('Successful!')).toBeVisible();
      await expect(canvas.getByTestId('location')).toHaveTextContent(route);
      await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/myResult'), { timeout: 5000 });
      // The toast and the move both take 3 s: the story ends once the toast has gone too, so its shot is one state.
      await waitFor(() => expect(body.queryByText('Successful!')).toBeNull(), { timeout: 5000 });
    });
  },
};

export const WritingRefused: Story = {
  parameters: {
    exam: at(
      [...ieltsLoad('writing'), writingSubmit({ status: 400, body: { statusCode: 400, message: 'body.list: Send both writing tasks' } })],
      { [key('WRITING', 'essays')]: saved({ task1: 'Saved before the reload', task2: '' }) },
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    await resumeAndStart(userEvent);
    await expect(await canvas.findByRole('textbox', { name: 'Task 1' })).toHaveValue('Saved before the reload');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish exam' }));
    await expect(await body.findByRole('alertdialog')).toHaveTextContent('Task 2 has no answer yet.');
    await userEvent.click(body.getByRole('button', { name: 'Yes' }));
    await expect(await body.findByText('body.list: Send both writing tasks')).toBeVisible();
    // The toast sits under the exam header: Leave exam and Finish exam stay uncovered and usable.
    expectToastClearOf('body.list: Send both writing tasks', ['Leave exam', 'Finish exam']);
    await expect(canvas.getByTestId('location')).toHaveTextContent(route);
  },
};
