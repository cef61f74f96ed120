import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { MyExamItem } from '@bandwise/core';
import { checkedExam, completedAttempt, expiredAttempt, pendingAttempt, settings, unstartedExam } from '../../storybook/fixtures';
import { api, failing, myResultsHandler, pending, settingsHandler } from '../../storybook/handlers';
import { mobile, preparePage, withPage, type PageParameters } from '../../storybook/page';
import { RequireAuth } from '../../app/RequireAuth';
import { MyResultPage } from './MyResult';

const myExamsCalls = fn();
const continueCalls = fn();
const myExams = (items: MyExamItem[]) =>
  http.post(api('/user/my-exams'), async ({ request }) => {
    myExamsCalls(await request.json());
    return HttpResponse.json(items);
  });
const continueOk = http.post(api('/user/continue-exam'), async ({ request }) => {
  continueCalls(await request.json());
  return HttpResponse.json({ section: 'writing', exam_id: 33, remaining_seconds: 3600 });
});
const continueRefused = http.post(api('/user/continue-exam'), async ({ request }) => {
  continueCalls(await request.json());
  return HttpResponse.json({ statusCode: 409, message: 'The 4 hours to finish this exam have passed' }, { status: 409 });
});

/** Started an hour before the story runs: inside the 4-hour resume window (the card's date follows the clock). */
const startedRecently = (): MyExamItem => ({
  ...unstartedExam,
  id: 33,
  examName: 'Multi Level Mock 1',
  start_time: new Date(Date.now() - 3_600_000).toISOString(),
  remainSection: 'writing',
});

const meta = {
  title: 'Pages/My Result',
  component: MyResultPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: async (context) => {
    myExamsCalls.mockClear();
    continueCalls.mockClear();
    return preparePage(context);
  },
  parameters: {
    layout: 'fullscreen',
    page: {
      route: '/myResult',
      auth: 'loggedIn',
      handlers: [myResultsHandler([completedAttempt, expiredAttempt]), myExams([checkedExam, unstartedExam]), continueOk],
    } satisfies PageParameters,
  },
} satisfies Meta<typeof MyResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IeltsList: Story = {
  play: async ({ canvas, step }) => {
    const list = await canvas.findByRole('list', { name: 'IELTS results' });
    const [completed, expired] = Array.from(list.children) as HTMLElement[];
    await step('a completed attempt is green with all five scores linking to their results', async () => {
      await expect(completed).toHaveAttribute('data-status', 'completed');
      const card = within(completed as HTMLElement);
      await expect(card.getByRole('heading', { name: 'CAMBRIDGE (TEST 1)' })).toBeVisible();
      await expect(card.getByText('2025-03-10 09:30')).toBeVisible();
      await expect(card.getByText('COMPLETED')).toBeVisible();
      await expect(card.getByText('Overall').nextElementSibling).toHaveTextContent('7');
      await expect(card.getByRole('link', { name: /^Listening 7.5/ })).toHaveAttribute('href', '/listening/7');
      await expect(card.getByRole('link', { name: /^Reading 7.5/ })).toHaveAttribute('href', '/reading/7');
      await expect(card.getByRole('link', { name: /^Writing 6.5/ })).toHaveAttribute('href', '/writing/7');
      await expect(card.getByRole('link', { name: /^Speaking 6.5/ })).toHaveAttribute('href', '/speaking/7');
    });
    await step("a pending attempt whose time has run out is red, says 'Time is up!' and cannot be resumed", async () => {
      await expect(expired).toHaveAttribute('data-status', 'pending');
      const card = within(expired as HTMLElement);
      await expect(card.getByText('PENDING')).toBeVisible();
      await expect(card.getByRole('timer')).toHaveTextContent('Time is up!');
      await expect(card.queryByRole('button', { name: /Continue/ })).toBeNull();
    });
  },
};

/** An earlier attempt than completedAttempt, lower in every section: the history rises. */
const earlierAttempt = {
  ...completedAttempt,
  id: 6,
  examId: 6,
  createdAt: '2025-03-02T10:00:00.000Z',
  overall: 6,
  listening: 6.5,
  reading: 6,
  writing: 5.5,
  speaking: 6,
};

export const BandHistoryTwoAttempts: Story = {
  parameters: {
    page: { route: '/myResult', auth: 'loggedIn', handlers: [myResultsHandler([completedAttempt, earlierAttempt])] } satisfies PageParameters,
  },
  play: async ({ canvas, userEvent, step }) => {
    const history = await canvas.findByRole('region', { name: 'Band history' });
    await step('a chart per section, each with both attempts oldest first', async () => {
      const charts = within(history).getAllByRole('figure');
      await expect(charts.map((chart) => chart.querySelector('figcaption')?.textContent)).toEqual([
        'Overall',
        'Listening',
        'Reading',
        'Writing',
        'Speaking',
      ]);
      await expect(within(history).getByRole('img', { name: 'Writing' })).toHaveAccessibleDescription('2025-03-02 5.5; 2025-03-10 6.5');
      await expect(within(history).getByRole('table', { name: 'Listening' })).toHaveTextContent('2025-03-026.52025-03-107.5');
    });
    await step('the points are reachable by keyboard', async () => {
      const writing = within(within(history).getByRole('group', { name: 'Writing' }));
      writing.getByRole('button', { name: '2025-03-10: 6.5, open the result' }).focus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(writing.getByRole('button', { name: '2025-03-02: 5.5, open the result' })).toHaveFocus();
    });
  },
};

/** In Russian: the cards' and the history's dates written the Russian way (the axis without the year); times as sent. */
export const DatesInRussian: Story = {
  globals: { locale: 'ru' },
  parameters: {
    page: { route: '/myResult', auth: 'loggedIn', handlers: [myResultsHandler([completedAttempt, earlierAttempt])] } satisfies PageParameters,
  },
  play: async ({ canvas }) => {
    const history = await canvas.findByRole('region', { name: 'История баллов' });
    await expect(canvas.getByText('10.03.2025 09:30')).toBeVisible();
    await expect(within(history).getByRole('table', { name: 'Listening' })).toHaveTextContent('02.03.20256.510.03.20257.5');
    const chart = within(history).getByRole('img', { name: 'Listening' });
    const texts = Array.from(chart.querySelectorAll('text'), (text) => text.textContent);
    await expect(texts).toEqual(expect.arrayContaining(['02.03', '10.03']));
    await expect(texts.filter((text) => text?.includes('2025'))).toEqual([]);
  },
};

export const BandHistoryPointOpensResult: Story = {
  parameters: BandHistoryTwoAttempts.parameters,
  play: async ({ canvas, userEvent }) => {
    const history = await canvas.findByRole('region', { name: 'Band history' });
    within(within(history).getByRole('group', { name: 'Writing' })).getByRole('button', { name: '2025-03-02: 5.5, open the result' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/writing/6'));
  },
};

export const PendingCountdown: Story = {
  tags: ['visual-mask-time'],
  parameters: { page: { route: '/myResult', auth: 'loggedIn', handlers: [myResultsHandler([pendingAttempt])] } satisfies PageParameters },
  play: async ({ canvas }) => {
    const timer = await canvas.findByRole('timer', { name: 'Time left for this exam' });
    // 3 h 25 min left, counting down each second.
    await expect(timer.textContent).toMatch(/^3:2[45]:\d\d$/);
    const first = timer.getAttribute('data-seconds');
    await waitFor(() => expect(timer.getAttribute('data-seconds')).not.toBe(first), { timeout: 2500 });
    await expect(canvas.getByText('· Reading')).toBeVisible();
  },
};

export const ResumeIelts: Story = {
  tags: ['visual-mask-time'],
  parameters: { page: { route: '/myResult', auth: 'loggedIn', handlers: [myResultsHandler([pendingAttempt])] } satisfies PageParameters },
  play: async ({ canvas, userEvent, step }) => {
    await step("the play icon asks 'Test ?'; No keeps the learner here", async () => {
      await userEvent.click(await canvas.findByRole('button', { name: /Continue CAMBRIDGE \(TEST 2\)/ }));
      await expect(await canvas.findByRole('alertdialog', { name: 'Test ?' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'No' }));
      await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
      await expect(canvas.getByTestId('location')).toHaveTextContent('/myResult');
    });
    await step('Yes sets the current section to the remaining one and opens the runner', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Continue CAMBRIDGE \(TEST 2\)/ }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/book2/8'));
      await expect(localStorage.getItem('examSection')).toBe('reading');
    });
  },
};

export const IeltsEmpty: Story = {
  parameters: { page: { route: '/myResult', auth: 'loggedIn', handlers: [myResultsHandler([])] } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found.')).toBeVisible();
  },
};

export const IeltsLoading: Story = {
  parameters: { page: { route: '/myResult', auth: 'loggedIn', handlers: [pending('get', '/user/get-my-results')] } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading results' })).toBeVisible();
  },
};

export const IeltsLoadFails: Story = {
  parameters: { page: { route: '/myResult', auth: 'loggedIn', handlers: [failing('get', '/user/get-my-results', 500, 'Internal server error')] } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found.')).toBeVisible();
    await expect(canvas.queryByText('Internal server error')).toBeNull();
  },
};

export const SessionExpired: Story = {
  parameters: { page: { route: '/myResult', auth: 'loggedIn', handlers: [failing('get', '/user/get-my-results', 401, 'Login required')] } satisfies PageParameters },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login'));
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

export const MultiLevelList: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'CEFR' }));
    const list = await canvas.findByRole('list', { name: 'CEFR results' });
    await step("the list is asked for with the user's id", async () => {
      await expect(myExamsCalls).toHaveBeenCalledWith({ user_id: 42 });
    });
    const [checked, unstarted] = Array.from(list.children) as HTMLElement[];
    await step('a checked exam: name, date, status, type, result, overall and the four sections', async () => {
      const card = within(checked as HTMLElement);
      await expect(card.getByRole('heading', { name: 'Multi Level Mock 1' })).toBeVisible();
      await expect(card.getByText('2025-03-09 08:00')).toBeVisible();
      await expect(card.getByText('checked')).toBeVisible();
      await expect(card.getByText('Type: AI')).toBeVisible();
      await expect(card.getByText('Result: B2')).toBeVisible();
      await expect(card.getByText('Overall').nextElementSibling).toHaveTextContent('57');
      await expect(card.getByRole('link', { name: /^Listening 60/ })).toHaveAttribute('href', '/cefr/listening/31/11');
      await expect(card.getByRole('link', { name: /^Reading 58/ })).toHaveAttribute('href', '/cefr/reading/31/12');
      await expect(card.getByRole('link', { name: /^Writing 54/ })).toHaveAttribute('href', '/cefr/writing/31/13');
      await expect(card.getByRole('link', { name: /^Speaking 56/ })).toHaveAttribute('href', '/cefr/speaking/31/14');
      await expect(card.queryByRole('button', { name: /Continue/ })).toBeNull();
    });
    await step('a bought, not started exam opens its runner at listening', async () => {
      await userEvent.click(within(unstarted as HTMLElement).getByRole('button', { name: 'Continue Multi Level Mock 2' }));
      await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/multi-level/exam/32'));
      await expect(localStorage.getItem('mlSection')).toBe('listening');
      await expect(continueCalls).not.toHaveBeenCalled();
    });
  },
};

/** Sections the server marked late (submitted after their time limit): their tiles say so in words. */
export const LateSections: Story = {
  parameters: {
    page: {
      route: '/myResult',
      auth: 'loggedIn',
      handlers: [
        myResultsHandler([{ ...completedAttempt, lateSections: ['reading'] }]),
        myExams([{ ...checkedExam, section_scores: checkedExam.section_scores.map((s) => ({ ...s, late: s.type === 'writing' })) }]),
      ],
    } satisfies PageParameters,
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('IELTS: reading is marked late, the other sections are not', async () => {
      const card = within(await canvas.findByRole('list', { name: 'IELTS results' }));
      await expect(card.getByRole('link', { name: /^Reading 7.5 late$/ })).toHaveAttribute('href', '/reading/7');
      await expect(card.getByRole('link', { name: /^Listening 7.5$/ })).toBeVisible();
      await expect(card.getAllByText('late')).toHaveLength(1);
    });
    await step('CEFR: writing is marked late', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'CEFR' }));
      const card = within(await canvas.findByRole('list', { name: 'CEFR results' }));
      await expect(card.getByRole('link', { name: /^Writing 54 late$/ })).toHaveAttribute('href', '/cefr/writing/31/13');
      await expect(card.getAllByText('late')).toHaveLength(1);
    });
  },
};

export const MultiLevelBandHistory: Story = {
  parameters: {
    page: {
      route: '/myResult',
      auth: 'loggedIn',
      handlers: [
        myResultsHandler([]),
        myExams([
          checkedExam,
          { ...checkedExam, id: 30, start_time: '2025-02-20T08:00:00.000Z', score: 49, section_scores: checkedExam.section_scores.map((s) => ({ ...s, id: s.id - 10, score: 48 })) },
        ]),
      ],
    } satisfies PageParameters,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'CEFR' }));
    const history = await canvas.findByRole('region', { name: 'Band history' });
    await expect(within(history).getByRole('img', { name: 'Overall' })).toHaveAccessibleDescription('2025-02-20 49; 2025-03-09 57');
    await expect(within(history).getAllByText('75', { selector: 'text' })).toHaveLength(5);
    const listening = within(within(history).getByRole('group', { name: 'Listening' }));
    await expect(listening.getByRole('button', { name: '2025-02-20: 48, open the result' })).toHaveAttribute('tabindex', '-1');
    await expect(listening.getByRole('button', { name: '2025-03-09: 60, open the result' })).toHaveAttribute('tabindex', '0');
  },
};

export const MultiLevelResume: Story = {
  tags: ['visual-mask-time'],
  parameters: { page: { route: '/myResult', auth: 'loggedIn', handlers: [myExams([startedRecently()]), continueOk, myResultsHandler([])] } satisfies PageParameters },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'CEFR' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue Multi Level Mock 1' }));
    await waitFor(() => expect(continueCalls).toHaveBeenCalledWith({ exam_id: 33 }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/multi-level/exam/33'));
    await expect(localStorage.getItem('mlSection')).toBe('writing');
  },
};

export const MultiLevelResumeRefused: Story = {
  tags: ['visual-mask-time'],
  parameters: { page: { route: '/myResult', auth: 'loggedIn', handlers: [myExams([startedRecently()]), continueRefused, myResultsHandler([])] } satisfies PageParameters },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'CEFR' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue Multi Level Mock 1' }));
    await expect(await canvas.findByText('The 4 hours to finish this exam have passed')).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/myResult');
  },
};

export const MultiLevelStartedLongAgo: Story = {
  parameters: {
    page: { route: '/myResult', auth: 'loggedIn', handlers: [myExams([{ ...unstartedExam, start_time: '2025-03-16T10:05:00.000Z' }]), myResultsHandler([])] } satisfies PageParameters,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'CEFR' }));
    await canvas.findByRole('list', { name: 'CEFR results' });
    // Past the 4-hour window: no play icon.
    await expect(canvas.queryByRole('button', { name: /Continue/ })).toBeNull();
  },
};

/** The operator's resume window, not a fixed 4 hours: with 30 minutes set, an exam started an hour ago has no Continue. */
export const MultiLevelResumeWindowFromSettings: Story = {
  // The page is MultiLevelStartedLongAgo's, its date aside: nothing new to shoot.
  tags: ['no-visual'],
  parameters: {
    page: {
      route: '/myResult',
      auth: 'loggedIn',
      handlers: [
        settingsHandler({ limits: { ...settings.limits, multiLevelResumeSeconds: 1800 } }),
        myExams([startedRecently()]),
        myResultsHandler([]),
      ],
    } satisfies PageParameters,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'CEFR' }));
    await canvas.findByRole('list', { name: 'CEFR results' });
    // The settings answer may land after the list: the button must be gone once it has.
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Continue/ })).toBeNull());
    await expect(canvas.getByText('Multi Level Mock 1')).toBeVisible();
  },
};

export const MultiLevelEmpty: Story = {
  parameters: { page: { route: '/myResult', auth: 'loggedIn', handlers: [myExams([]), myResultsHandler([])] } satisfies PageParameters },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'CEFR' }));
    await expect(await canvas.findByText('No results found.')).toBeVisible();
  },
};

/** The route's guard: without a stored token /myResult sends the visitor to /login. */
export const LoggedOutGoesToLogin: Story = {
  render: () => <RequireAuth />,
  parameters: { page: { route: '/myResult', auth: 'loggedOut' } satisfies PageParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Navigated to /login')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'My Result' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'IELTS results' });
    await expect(list).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
  },
};
