import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { ReviewDetail } from '@bandwise/core';
import { api, profileHandler } from '../../storybook/handlers';
import { preparePage, withPage, type PageParameters } from '../../storybook/page';
import { StaffLayout } from '../StaffLayout';
import { examinerProfile, speakingReview, writingReview } from '../storybook/fixtures';
import { MarkingPage } from './MarkingPage';

const marksSent = fn();

/** The review as the server would keep it: claiming makes it the viewer's, marking closes it. */
function reviewServer(initial: ReviewDetail, options: { marks?: 'ok' | 'conflict' } = {}) {
  let review = initial;
  return [
    http.get(api(`/examiner/answers/${initial.id}`), () => HttpResponse.json(review)),
    http.post(api(`/examiner/answers/${initial.id}/claim`), () => {
      const claim = { examinerId: 7, examinerName: 'Anvar Examiner', mine: true, until: '2025-03-15T12:00:00.000Z' };
      review = { ...review, claim };
      return HttpResponse.json({ id: initial.id, claim });
    }),
    http.post(api(`/examiner/answers/${initial.id}/release`), () => {
      review = { ...review, claim: null };
      return HttpResponse.json({ statusCode: 200, message: 'Released' });
    }),
    http.post(api(`/examiner/answers/${initial.id}/marks`), async ({ request }) => {
      const body = await request.json();
      marksSent(body);
      if (options.marks === 'conflict') {
        return HttpResponse.json({ statusCode: 409, message: 'Bahrom Examiner is marking this answer' }, { status: 409 });
      }
      return HttpResponse.json({ id: initial.id, band: 6, score: 56, attemptStatus: 'pending' });
    }),
    http.get(api('/examiner/queue'), () => HttpResponse.json({ items: [] })),
  ];
}

const at = (review: ReviewDetail, options?: Parameters<typeof reviewServer>[1]): PageParameters => ({
  route: `/examiner/${review.id}`,
  path: '/examiner/:id',
  auth: 'loggedIn',
  handlers: [profileHandler(examinerProfile), ...reviewServer(review, options)],
});

const meta = {
  title: 'Staff/Marking',
  component: MarkingPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: async (context) => {
    marksSent.mockClear();
    return preparePage(context);
  },
  render: () => (
    <StaffLayout roles={['examiner', 'admin']}>
      <MarkingPage />
    </StaffLayout>
  ),
  parameters: { layout: 'fullscreen', page: at(writingReview) },
} satisfies Meta<typeof MarkingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClaimAndMarkWriting: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step("the task, the learner's essay with its word count, and the grader's suggestion beside it", async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Writing part 1, question 1: Multi Level Mock 1' })).toBeVisible();
      await expect(canvas.getByText(/Write a letter to your friend Sam/)).toBeVisible();
      await expect(canvas.getByText(/Thank you for your invitation to the picnic/)).toBeVisible();
      await expect(canvas.getByText('42 words')).toBeVisible();
      const suggested = canvas.getByRole('table', { name: 'Suggested marks' });
      await expect(within(suggested).getByRole('row', { name: 'Coherence and cohesion 6.5' })).toBeVisible();
      await expect(within(suggested).getByRole('row', { name: 'Multi-level score 56/75' })).toBeVisible();
    });
    await step('nothing to fill in before the answer is claimed', async () => {
      await expect(canvas.queryByRole('form', { name: 'Marks' })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Claim this answer' }));
    });
    const form = await canvas.findByRole('form', { name: 'Marks' });
    await step('missing marks and comment are named beside their fields, and nothing is sent', async () => {
      await userEvent.click(within(form).getByRole('button', { name: 'Submit marks' }));
      await expect(within(form).getAllByText('Enter a mark from 0 to 9')).toHaveLength(4);
      await expect(within(form).getByText('Write a comment for the learner')).toBeVisible();
      await expect(within(form).getByRole('spinbutton', { name: 'Task achievement / response' })).toHaveFocus();
      await expect(marksSent).not.toHaveBeenCalled();
    });
    await step('half bands only; the band follows the marks', async () => {
      await userEvent.type(within(form).getByRole('spinbutton', { name: 'Task achievement / response' }), '6.3');
      await expect(within(form).getByText('Use half bands: 6, 6.5, 7')).toBeVisible();
      await userEvent.clear(within(form).getByRole('spinbutton', { name: 'Task achievement / response' }));
      await userEvent.type(within(form).getByRole('spinbutton', { name: 'Task achievement / response' }), '6.5');
      await userEvent.type(within(form).getByRole('spinbutton', { name: 'Coherence and cohesion' }), '6');
      await userEvent.type(within(form).getByRole('spinbutton', { name: 'Lexical resource' }), '6');
      await userEvent.type(within(form).getByRole('spinbutton', { name: 'Grammatical range and accuracy' }), '5.5');
      await expect(within(form).getByText('Band from your marks:')).toHaveTextContent('Band from your marks: 6');
    });
    await step('submitting sends the marks and the comment, then says what happened to the attempt', async () => {
      await userEvent.type(within(form).getByRole('textbox', { name: 'Comment for the learner' }), 'A clear, friendly letter.');
      await userEvent.click(within(form).getByRole('button', { name: 'Submit marks' }));
      await waitFor(() =>
        expect(marksSent).toHaveBeenCalledWith({
          criteria: { taskAchievement: 6.5, coherence: 6, lexicalResource: 6, grammar: 5.5 },
          comment: 'A clear, friendly letter.',
        }),
      );
      const saved = await canvas.findByRole('status');
      await expect(saved).toHaveTextContent('Band 6, 56/75 on the multi-level scale.');
      await expect(saved).toHaveTextContent('The attempt completes when its other answers are marked.');
      await expect(within(saved).getByRole('link', { name: 'Back to the queue' })).toHaveAttribute('href', '/examiner');
    });
  },
};

export const SpeakingStartFromSuggestion: Story = {
  // The give-back re-renders the player, and whether the shot comes before or after it reads the recording's length
  // again depends on the machine: its time is masked, as the runners' audio is.
  tags: ['visual-mask-time'],
  parameters: { page: at(speakingReview) },
  play: async ({ canvas, userEvent, step }) => {
    await step('the recording, no transcript: the suggestion assesses fluency alone', async () => {
      await expect(await canvas.findByRole('heading', { name: 'The learner’s recording' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: /Play/ })).toBeVisible();
      await expect(canvas.getByText('No transcript: listen to the recording.')).toBeVisible();
      await expect(canvas.getByText(/only fluency is assessed/)).toBeVisible();
      const suggested = (name: string) => canvas.getByRole('rowheader', { name }).closest('tr');
      await expect(suggested('Fluency')).toHaveTextContent('5.5');
      // The word-based criteria show no figure: nothing was heard to judge them by, and none borrows fluency's.
      await expect(suggested('Grammatical range and accuracy')).toHaveTextContent('–');
    });
    const form = await canvas.findByRole('form', { name: 'Marks' });
    await step("the grader's suggestion fills what it assessed; the examiner marks the rest", async () => {
      await expect(within(form).getAllByRole('spinbutton')).toHaveLength(6);
      await userEvent.click(within(form).getByRole('button', { name: 'Start from the suggestion' }));
      await expect(within(form).getByRole('spinbutton', { name: 'Fluency' })).toHaveValue(5.5);
      await expect(within(form).getByRole('spinbutton', { name: 'Vocabulary' })).toHaveValue(null);
      await expect(within(form).getByText('Band from your marks:')).toHaveTextContent('–');
    });
    await step('the examiner can give the answer back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Give it back to the queue' }));
      await expect(await canvas.findByRole('button', { name: 'Claim this answer' })).toBeEnabled();
    });
  },
};

/** The grader's note on what it could not assess is read in the examiner's language, as its comment is. */
export const SpeakingSuggestionInRussian: Story = {
  tags: ['visual-mask-time'],
  parameters: { page: at(speakingReview) },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Расшифровки нет: оценивается только беглость/)).toBeVisible();
    await expect(canvas.queryByText(/only fluency is assessed/)).toBeNull();
  },
};

/** A recording the grading workers transcribed for the examiner (grading/transcriptHandler.ts): the words are read beside the audio. */
export const SpeakingWithTranscript: Story = {
  // Whether the shot comes before or after the player reads the recording's length depends on the machine.
  tags: ['visual-mask-time'],
  parameters: {
    page: at({
      ...speakingReview,
      transcript: 'I live in a flat near the centre of Tashkent with my parents and my younger brother',
      suggestion: {
        criteria: { coherence: 4.5, fluency: 5.5, grammar: 6, vocabulary: 5, relevance: 6.5, topicDevelopment: 4 },
        band: 5.5,
        score: 51,
        comment: 'Fluency: you spoke for 6.2 s at about 3.1 syllables per second. Topic development: only 17 words for part 1; add a reason.',
        note: 'Fluency from the audio; the other sub-scores from the transcript.',
      },
    }),
  },
  play: async ({ canvas, step }) => {
    await step('the transcript under its heading, and a suggestion read from it', async () => {
      const section = (await canvas.findByRole('heading', { name: 'Transcript' })).closest('section')!;
      await expect(within(section).getByText(/^I live in a flat near the centre of Tashkent/)).toBeVisible();
      await expect(canvas.queryByText('No transcript: listen to the recording.')).toBeNull();
      await expect(canvas.getByText(/the other sub-scores from the transcript/)).toBeVisible();
    });
  },
};

export const HeldByAnotherExaminer: Story = {
  parameters: {
    page: at({ ...writingReview, claim: { examinerId: 8, examinerName: 'Bahrom Examiner', mine: false, until: '2025-03-15T12:00:00.000Z' } }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Bahrom Examiner is marking this answer/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Claim this answer' })).toBeDisabled();
  },
};

export const RefusedByTheServer: Story = {
  parameters: { page: at({ ...writingReview, claim: { examinerId: 7, examinerName: 'Anvar Examiner', mine: true, until: '2025-03-15T12:00:00.000Z' } }, { marks: 'conflict' }) },
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Marks' });
    await userEvent.click(within(form).getByRole('button', { name: 'Start from the suggestion' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Comment for the learner' }), 'Good.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit marks' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Bahrom Examiner is marking this answer');
  },
};

export const AlreadyMarked: Story = {
  parameters: {
    page: at({
      ...writingReview,
      status: 'marked',
      marks: {
        examinerId: 7,
        criteria: { taskAchievement: 6.5, coherence: 6, lexicalResource: 6, grammar: 5.5 },
        comment: 'A clear, friendly letter.',
        band: 6,
        score: 56,
        markedAt: '2025-03-15T11:00:00.000Z',
      },
    }),
  },
  play: async ({ canvas }) => {
    const given = await canvas.findByRole('region', { name: 'Marks given' });
    await expect(given).toHaveTextContent('Task achievement / response6.5');
    await expect(given).toHaveTextContent('Band6 (56/75)');
    await expect(given).toHaveTextContent('A clear, friendly letter.');
    await expect(canvas.queryByRole('button', { name: 'Claim this answer' })).toBeNull();
  },
};

/** The criteria are named in the examiner's language, on the marks given and the grader's suggestion alike. */
export const AlreadyMarkedInUzbek: Story = {
  ...AlreadyMarked,
  globals: { locale: 'uz' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Topshiriqning bajarilishi / javob', { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByText("Izchillik va bog'liqlik", { selector: 'dt' })).toBeVisible();
    for (const english of ['Task achievement / response', 'Coherence and cohesion', 'Lexical resource', 'Grammatical range and accuracy']) {
      await expect(canvas.queryByText(english)).toBeNull();
    }
  },
};

export const UnknownAnswer: Story = {
  parameters: {
    page: {
      route: '/examiner/999',
      path: '/examiner/:id',
      auth: 'loggedIn',
      handlers: [profileHandler(examinerProfile), http.get(api('/examiner/answers/999'), () => HttpResponse.json({ statusCode: 404, message: 'No answer for examiners with this id' }, { status: 404 }))],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'This answer could not be opened' })).toBeVisible();
    await expect(alert).toHaveTextContent('No answer for examiners with this id');
  },
};
