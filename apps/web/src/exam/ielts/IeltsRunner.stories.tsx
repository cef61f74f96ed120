import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { IeltsRunnerPage } from './IeltsRunner';
import { EXAM_ID, attempt, book1, calls, ieltsLoad, inlineSubmit, resetCalls } from '../storybook/fixtures';
import { environmentSpies, goOffline, pause, prepareExam, simulateTabSwitch, withExam, type ExamStoryParameters } from '../storybook/harness';
import { http, HttpResponse } from 'msw';
import { api, myResultsHandler } from '../../storybook/handlers';
import { bookHandler } from '../storybook/fixtures';

const route = `/book1/${EXAM_ID}`;
/** The runner's Start (POST /ielts/exam/start): this server gives no clock, so the runner keeps the one it loaded. */
const startGivesNoClock = http.post(api('/ielts/exam/start/:examId'), () =>
  HttpResponse.json({ remainSection: null, remainTimeForEndExam: 0, remainTimeForSection: null }),
);

const at = (handlers: ExamStoryParameters['handlers'], storage?: Record<string, string>): ExamStoryParameters => ({
  route,
  path: '/book1/:examId',
  handlers: [...(handlers ?? []), startGivesNoClock],
  storage,
});

/** A saved 40-slot sheet as useAutosave stores it. */
const savedSheet = (answers: Record<number, string>) => {
  const sheet = Array.from({ length: 40 }, (_, index) => answers[index + 1] ?? '');
  return JSON.stringify({ v: 1, savedAt: 0, value: sheet });
};

const meta = {
  title: 'Exam/IELTS runner',
  component: IeltsRunnerPage,
  tags: ['autodocs'],
  decorators: [withExam],
  beforeEach: async (context) => {
    resetCalls();
    return prepareExam(context);
  },
  parameters: { layout: 'fullscreen', exam: at([...ieltsLoad('listening'), inlineSubmit()]) },
} satisfies Meta<typeof IeltsRunnerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StartWarning: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const body = within(document.body);
    await step("a fresh exam opens with the full-screen warning, 'Ready to submit tests?'", async () => {
      const dialog = await body.findByRole('dialog', { name: 'Ready to submit tests?' });
      await expect(dialog).toHaveTextContent(/leave full screen or switch to another tab or window, the exam ends automatically/);
      // The page behind the modal is inert and hidden from assistive technology until Start.
      await expect(canvas.getByRole('heading', { level: 1, name: 'Listening exam', hidden: true })).toBeVisible();
      await expect(body.queryByRole('alertdialog', { name: 'Test ?' })).toBeNull();
    });
    await step('Start asks for full screen and opens listening at part 1', async () => {
      await userEvent.click(body.getByRole('button', { name: 'Start' }));
      await waitFor(() => expect(body.queryByRole('dialog', { name: 'Ready to submit tests?' })).toBeNull());
      await expect(environmentSpies.requestFullscreen).toHaveBeenCalledTimes(1);
      await expect(await canvas.findByRole('textbox', { name: 'Question 1' })).toBeVisible();
      await expect(canvas.getByRole('tab', { name: 'Part 1' })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('timer', { name: 'Listening time left' })).toHaveTextContent(/^(30:00|29:5\d)$/);
      await expect(canvas.getByRole('group', { name: 'Part 1 recording' })).toBeVisible();
      await expect(localStorage.getItem('examSection')).toBe('listening');
    });
  },
  tags: ['visual-mask-time'],
};

export const ListeningSubmit: Story = {
  tags: ['visual-mask-time'],
  play: async ({ canvas, userEvent, step }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Start' }));
    await step('answers are saved on the device as they are typed', async () => {
      await userEvent.type(await canvas.findByRole('textbox', { name: 'Question 1' }), 'Hall');
      const saved = JSON.parse(localStorage.getItem(`bw:exam:ielts:${EXAM_ID}:LISTENING:sheet`) ?? 'null');
      await expect(saved.value[0]).toBe('Hall');
      await expect(canvas.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
    });
    await step('Next exam asks first, listing what is unanswered', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next exam' }));
      const confirm = await body.findByRole('alertdialog', { name: 'Are you sure you want to submit this section?' });
      await expect(confirm).toHaveTextContent('You have not answered 39 questions: 2, 3, 4,');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    });
    await step("the 40-slot sheet goes to the inline call; 'Successful!' and on to Reading", async () => {
      await waitFor(() => expect(calls.inline).toHaveBeenCalledTimes(1));
      const [sent] = calls.inline.mock.calls[0]!;
      await expect(sent).toMatchObject({ examId: EXAM_ID, sectionType: 'LISTENING' });
      await expect((sent as { userAnswer: string[] }).userAnswer).toHaveLength(40);
      await expect((sent as { userAnswer: string[] }).userAnswer[0]).toBe('Hall');
      await expect(await body.findByText('Successful!')).toBeVisible();
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Reading exam' })).toBeVisible();
      await expect(localStorage.getItem('examSection')).toBe('reading');
      await expect(localStorage.getItem(`bw:exam:ielts:${EXAM_ID}:LISTENING:sheet`)).toBeNull();
    });
  },
};

export const ListeningSubmitFails: Story = {
  tags: ['visual-mask-time'],
  parameters: { exam: at([...ieltsLoad('listening'), inlineSubmit({ status: 400, body: {} })]) },
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Start' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Next exam' }));
    await userEvent.click(await body.findByRole('button', { name: 'Yes' }));
    // No message in the answer: the seed's listening fallback.
    await expect(await body.findByText('Xato!')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Listening exam' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next exam' })).toBeEnabled();
  },
};

export const RetriedUntilItLands: Story = {
  tags: ['visual-mask-time'],
  parameters: {
    exam: at([
      ...ieltsLoad('listening'),
      inlineSubmit('network-error', { body: { statusCode: 200, message: 'submitted', raw: 0, band: 0, remainSection: 'READING' } }),
    ]),
  },
  play: async ({ canvas, userEvent, step }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Start' }));
    await step('a failed submit shows the error, then a banner that it will be sent again', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Next exam' }));
      await userEvent.click(await body.findByRole('button', { name: 'Yes' }));
      await expect(await body.findByText('Xato!')).toBeVisible();
      const banner = await canvas.findByRole('status', { name: '' });
      await expect(banner).toHaveTextContent('have not reached the server yet');
      await expect(canvas.getByRole('button', { name: 'Next exam' })).toBeDisabled();
    });
    await step("'Retry now' sends it at once; it lands and Reading opens", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Retry now' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Reading exam' })).toBeVisible();
      await expect(calls.inline).toHaveBeenCalledTimes(2);
    });
  },
};

export const DuplicateCountsAsSent: Story = {
  tags: ['visual-mask-time'],
  parameters: {
    exam: at([
      ...ieltsLoad('listening'),
      inlineSubmit({ status: 409, body: { statusCode: 409, message: 'Listening has already been submitted for this exam' } }),
    ]),
  },
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Start' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Next exam' }));
    await userEvent.click(await body.findByRole('button', { name: 'Yes' }));
    // An earlier try landed (its answer was lost): the server's 409 means the work is safe, so the exam moves on.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reading exam' })).toBeVisible();
    await expect(calls.inline).toHaveBeenCalledTimes(1);
  },
};

export const OfflineThenOnline: Story = {
  tags: ['visual-mask-time'],
  play: async ({ canvas, userEvent, step }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Start' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Question 2' }), '14');
    const online = goOffline();
    try {
      await step('offline, the submit waits for the connection', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Next exam' }));
        await userEvent.click(await body.findByRole('button', { name: 'Yes' }));
        await expect(await canvas.findByText(/You are offline\. Your listening answers are saved on this device/)).toBeVisible();
        await pause(300);
        await expect(calls.inline).not.toHaveBeenCalled();
      });
    } finally {
      online();
    }
    await step('back online, it is sent by itself', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Reading exam' })).toBeVisible();
      await expect((calls.inline.mock.calls[0]![0] as { userAnswer: string[] }).userAnswer[1]).toBe('14');
    });
  },
};

export const RestoredAfterReload: Story = {
  tags: ['visual-mask-time'],
  parameters: {
    exam: at([...ieltsLoad('listening'), inlineSubmit()], {
      [`bw:exam:ielts:${EXAM_ID}:LISTENING:sheet`]: savedSheet({ 1: 'Parker', 3: 'spaniel' }),
      [`bw:exam:ielts:${EXAM_ID}:LISTENING:flags`]: JSON.stringify({ v: 1, savedAt: 0, value: [3] }),
    }),
  },
  play: async ({ canvas, userEvent, step }) => {
    const body = within(document.body);
    await step("answers on the device: 'Test ?' offers to resume; Yes, then Start", async () => {
      const resume = await body.findByRole('alertdialog', { name: 'Test ?' });
      await expect(resume).toHaveTextContent(`Continue ${book1.name} at Listening?`);
      await userEvent.click(within(resume).getByRole('button', { name: 'Yes' }));
      await userEvent.click(await body.findByRole('button', { name: 'Start' }));
    });
    await step('every answer and flag is back', async () => {
      await expect(await canvas.findByRole('textbox', { name: 'Question 1' })).toHaveValue('Parker');
      await expect(canvas.getByRole('textbox', { name: 'Question 3' })).toHaveValue('spaniel');
      await expect(canvas.getByRole('button', { name: 'Question 3, answered, flagged for review' })).toBeVisible();
    });
  },
};

export const ResumeDeclined: Story = {
  tags: ['visual-mask-time'],
  parameters: { exam: at(ieltsLoad('reading')) },
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    const resume = await body.findByRole('alertdialog', { name: 'Test ?' });
    await expect(resume).toHaveTextContent('at Reading?');
    await userEvent.click(within(resume).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/myResult'));
  },
};

export const ResumesAtServerSection: Story = {
  tags: ['visual-mask-time'],
  parameters: { exam: at(ieltsLoad('reading'), { examSection: 'LISTENING' }) },
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    await userEvent.click(within(await body.findByRole('alertdialog', { name: 'Test ?' })).getByRole('button', { name: 'Yes' }));
    await userEvent.click(await body.findByRole('button', { name: 'Start' }));
    // The server's remaining section wins over the device's stale one.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reading exam' })).toBeVisible();
    await expect(localStorage.getItem('examSection')).toBe('reading');
  },
};

export const TabSwitchEndsExam: Story = {
  tags: ['visual-mask-time'],
  play: async ({ canvas, userEvent, step }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Start' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Question 1' }), 'Parker');
    const restore = simulateTabSwitch();
    try {
      await step('switching tab ends the exam, as warned', async () => {
        await expect(await body.findByRole('dialog', { name: 'The exam has ended' })).toHaveTextContent(
          'You switched to another tab or window, so the exam ended',
        );
      });
    } finally {
      restore();
    }
    await step('the section is submitted with what is answered, then My Result', async () => {
      await waitFor(() => expect(calls.inline).toHaveBeenCalledTimes(1));
      await expect((calls.inline.mock.calls[0]![0] as { userAnswer: string[] }).userAnswer[0]).toBe('Parker');
      await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/myResult'));
      await expect(localStorage.getItem('examSection')).toBe('reading');
    });
  },
};

export const TimeUpSubmits: Story = {
  tags: ['visual-mask-time'],
  parameters: {
    exam: at([...ieltsLoad('listening'), inlineSubmit()], {
      // The section opened earlier and its time has run out while the page was closed.
      [`bw:exam:ielts:${EXAM_ID}:LISTENING:deadline`]: String(Date.now() - 1000),
      [`bw:exam:ielts:${EXAM_ID}:LISTENING:sheet`]: savedSheet({ 5: '30' }),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    await userEvent.click(within(await body.findByRole('alertdialog', { name: 'Test ?' })).getByRole('button', { name: 'Yes' }));
    await userEvent.click(await body.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(calls.inline).toHaveBeenCalledTimes(1));
    await expect((calls.inline.mock.calls[0]![0] as { userAnswer: string[] }).userAnswer[4]).toBe('30');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reading exam' })).toBeVisible();
  },
};

export const BackAsksToLeave: Story = {
  tags: ['visual-mask-time'],
  play: async ({ canvas, userEvent, step }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Start' }));
    await canvas.findByRole('textbox', { name: 'Question 1' });
    const confirm = fn(() => false);
    const original = window.confirm;
    window.confirm = confirm;
    try {
      await step("Back asks 'Are you sure you want to leave this page?' and stays when declined", async () => {
        await window.__examStoryRouter!.navigate(-1);
        await waitFor(() => expect(confirm).toHaveBeenCalledWith('Are you sure you want to leave this page?'));
        await expect(canvas.getByTestId('location')).toHaveTextContent(route);
      });
      await step('accepted, it leaves', async () => {
        confirm.mockReturnValue(true);
        await window.__examStoryRouter!.navigate(-1);
        await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/myResult'));
      });
    } finally {
      window.confirm = original;
    }
  },
};

export const LeaveExam: Story = {
  tags: ['visual-mask-time'],
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Start' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Leave exam' }));
    // Back one page, then a reload 1 s later (seed 001 section 2); no confirmation for the exam's own button.
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/myResult'));
    await expect(environmentSpies.reload).not.toHaveBeenCalled();
    await waitFor(() => expect(environmentSpies.reload).toHaveBeenCalledTimes(1), { timeout: 2000 });
  },
};

export const NavigatorJumpsAndFlags: Story = {
  tags: ['visual-mask-time'],
  play: async ({ canvas, userEvent, step }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Start' }));
    const strip = await canvas.findByRole('toolbar', { name: 'Listening questions' });
    await step('a question in another part opens that part and focuses it', async () => {
      await userEvent.click(within(strip).getByRole('button', { name: 'Question 32, unanswered' }));
      await expect(canvas.getByRole('tab', { name: 'Part 4' })).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(document.activeElement).toBe(canvas.getByRole('textbox', { name: 'Question 32' })));
    });
    await step('flag it for review; the strip shows it and the device keeps it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Flag question 32' }));
      await expect(within(strip).getByRole('button', { name: 'Question 32, unanswered, flagged for review' })).toBeVisible();
      await expect(JSON.parse(localStorage.getItem(`bw:exam:ielts:${EXAM_ID}:LISTENING:flags`) ?? '{}').value).toEqual([32]);
    });
  },
};

export const Settings: Story = {
  tags: ['visual-mask-time'],
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Start' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Settings' }));
    const panel = await canvas.findByRole('dialog', { name: 'Exam settings' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'Extra large' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'High contrast' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Hide timer' }));
    const shell = canvasElementShell();
    await expect(shell).toHaveAttribute('data-theme', 'highContrast');
    // Yellow on black, as the computer-delivered test offers.
    await waitFor(() => expect(getComputedStyle(shell).backgroundColor).toBe('rgb(0, 0, 0)'));
    await expect(getComputedStyle(shell).color).toBe('rgb(255, 255, 0)');
    await expect(shell.style.fontSize).toBe('1.3rem');
    // Hidden from sight, still in the accessibility tree under its label.
    await expect(canvas.getByRole('timer', { name: 'Listening time left' })).toHaveAttribute('data-visibility', 'hidden');
    await expect(JSON.parse(localStorage.getItem('bw:exam:settings') ?? '{}').value).toEqual({
      textSize: 'extraLarge',
      contrast: 'highContrast',
      hideTimer: true,
    });
  },
};

/** The exam header's language switch: the texts change, the answers, the timer and the runner itself stay. */
export const LanguageSwitchKeepsAnswers: Story = {
  tags: ['visual-mask-time'],
  play: async ({ canvas, userEvent, step }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Start' }));
    const answer = await canvas.findByRole('textbox', { name: 'Question 1' });
    await userEvent.type(answer, 'Hall');
    const shell = canvasElementShell();
    await step('Russian from the header: the section title and buttons change, the answer stays', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'ru');
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Экзамен: Listening' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Следующий раздел' })).toBeVisible();
      await expect(canvas.getByDisplayValue('Hall')).toBe(answer);
    });
    await step('back to English: the same runner (not remounted, no Start again) with the answer', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Язык' }), 'en');
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Listening exam' })).toBeVisible();
      await expect(canvasElementShell()).toBe(shell);
      await expect(body.queryByRole('dialog', { name: 'Ready to submit tests?' })).toBeNull();
      await expect(canvas.getByRole('textbox', { name: 'Question 1' })).toBe(answer);
      await expect(answer).toHaveValue('Hall');
    });
  },
};

/** The runner in Uzbek (the storybook's locale): header, buttons, navigator and part tabs; the content stays English. */
export const InUzbek: Story = {
  tags: ['visual-mask-time'],
  globals: { locale: 'uz' },
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Boshlash' }));
    // What a screen reader says is in Uzbek too: the gaps' names and the player's controls.
    await userEvent.type(await canvas.findByRole('textbox', { name: '1-savol' }), 'Hall');
    await expect(canvas.getByRole('progressbar', { name: '1-qism yozuvi: ijro holati' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Listening imtihoni' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Imtihondan chiqish' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '2-qism' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '1-savolni belgilash' })).toBeVisible();
  },
};

function canvasElementShell(): HTMLElement {
  return document.querySelector<HTMLElement>('[data-exam-shell]')!;
}

export const FinishedExam: Story = {
  parameters: { exam: at(ieltsLoad(null)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Exam finished' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Result' })).toHaveAttribute('href', '/myResult');
  },
};

export const TimeIsUp: Story = {
  parameters: { exam: at(ieltsLoad('reading', { remainTimeForEndExam: 0 })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Time is up!' })).toBeVisible();
    await expect(canvas.getByText('The 4 hours to finish this exam have passed.')).toBeVisible();
  },
};

export const NotAnExamOfTheLearner: Story = {
  parameters: { exam: at([myResultsHandler([attempt('listening', { examId: 99, id: 99 })]), bookHandler()]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Exam not found' })).toBeVisible();
  },
};
