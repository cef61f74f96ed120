import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SpeakingResult, speakingPartValues, type SpeakingPartResult } from './SpeakingResult';

/** Half a second of silence as an 8 kHz 8-bit mono WAV, so the player has a real file without any network. */
function silentWav(): string {
  const samples = 4000;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44);
  return `data:audio/wav;base64,${btoa(String.fromCharCode(...bytes))}`;
}
const voiceUrl = silentWav();

const part1: SpeakingPartResult = {
  part_number: 1,
  part_band_score: 6.5,
  coherence_score: 6.25,
  fluency_score: 6,
  grammar_score: 5.75,
  vocabulary_score: 7.1,
  relevance_score: 6.5,
  topic_dev_score: 6.8,
  transcription: [
    {
      question: 'How often do you cook at home?',
      transcription: 'Most evenings, because it is cheaper and I like trying recipes from my grandmother.',
      feedback: 'Natural answer with a reason; vary the sentence openings.',
      voiceUrl,
    },
    {
      question: 'What did you cook most recently?',
      transcription: '',
      feedback: '',
      voiceUrl,
    },
  ],
};

const part2: SpeakingPartResult = {
  part_number: 2,
  part_band_score: 7,
  coherence_score: 7,
  fluency_score: 7.25,
  grammar_score: 6.5,
  vocabulary_score: 7,
  relevance_score: 7.5,
  topic_dev_score: 6.75,
  transcription: [
    {
      question: 'Describe a park you like to visit.',
      transcription: 'There is a small park near the river where I go on Sunday mornings to read.',
      feedback: 'Good detail on place and time; extend the part about why it matters to you.',
      voiceUrl,
    },
  ],
};

/** Graded without a transcript: fluency alone was assessed, from the audio, and makes the band. */
const part3: SpeakingPartResult = {
  part_number: 3,
  part_band_score: 6,
  coherence_score: null,
  fluency_score: 6,
  grammar_score: null,
  vocabulary_score: null,
  relevance_score: null,
  topic_dev_score: null,
  transcription: [],
};

const meta = {
  title: 'Results/SpeakingResult',
  component: SpeakingResult,
  tags: ['autodocs'],
  args: { parts: [part2, part1, part3], onValueChange: fn() },
  argTypes: {
    onValueChange: { table: { category: 'Events' } },
    value: { control: 'inline-radio', options: speakingPartValues },
    defaultValue: { control: 'inline-radio', options: speakingPartValues },
  },
} satisfies Meta<typeof SpeakingResult>;
export default meta;
type Story = StoryObj<typeof meta>;

const subScore = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label, { selector: 'dt' }).parentElement!.querySelector('dd')!;

export const Part1: Story = {
  play: async ({ canvas, step }) => {
    await step('parts are ordered 1, 2, 3 and Part 1 opens first', async () => {
      const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
      await expect(tabs).toEqual(['Part 1', 'Part 2', 'Part 3']);
      await expect(canvas.getByRole('tab', { name: 'Part 1' })).toHaveAttribute('aria-selected', 'true');
    });
    const panel = canvas.getByRole('tabpanel', { name: 'Part 1' });
    await step('the part band has one decimal', async () => {
      await expect(within(panel).getByText('6.5', { selector: '[data-size="lg"] *' })).toBeVisible();
    });
    await step('sub-scores are rounded to the nearest half band and shown with one decimal', async () => {
      await expect(subScore(panel, 'Coherence')).toHaveTextContent(/^6\.5$/);
      await expect(subScore(panel, 'Fluency')).toHaveTextContent(/^6\.0$/);
      await expect(subScore(panel, 'Grammar')).toHaveTextContent(/^6\.0$/);
      await expect(subScore(panel, 'Vocabulary')).toHaveTextContent(/^7\.0$/);
      await expect(subScore(panel, 'Relevance')).toHaveTextContent(/^6\.5$/);
      await expect(subScore(panel, 'Topic development')).toHaveTextContent(/^7\.0$/);
    });
    await step('the six criteria are charted against the band, rounded as the tiles are', async () => {
      await expect(within(panel).getByRole('img', { name: 'Part 1: criteria against the band' })).toHaveAccessibleDescription(
        'Band 6.5; Coherence 6.5; Fluency 6.0; Grammar 6.0; Vocabulary 7.0; Relevance 6.5; Topic development 7.0',
      );
    });
    await step('each question shows its transcription, comment and a player', async () => {
      const cards = within(panel).getAllByRole('listitem');
      await expect(cards).toHaveLength(2);
      await expect(within(cards[0]!).getByRole('heading', { name: 'How often do you cook at home?' })).toBeVisible();
      await expect(within(cards[0]!).getByText(/recipes from my grandmother/)).toBeVisible();
      await expect(within(cards[0]!).getByText(/vary the sentence openings/)).toBeVisible();
      const player = cards[0]!.querySelector('audio')!;
      await expect(player).toHaveAccessibleName('Your recording: Part 1, question 1');
      await expect(player).toHaveAttribute('controls');
      await expect(player.src).toMatch(/^data:audio\/wav/);
    });
    await step('a question without a transcription says so', async () => {
      const second = within(panel).getAllByRole('listitem')[1]!;
      await expect(within(second).getByText('No transcription available')).toBeVisible();
      await expect(within(second).queryByText('Comment:')).toBeNull();
    });
  },
};

export const Part2: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Part 2' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('part2');
    const panel = canvas.getByRole('tabpanel', { name: 'Part 2' });
    await expect(within(panel).getByText('7.0', { selector: '[data-size="lg"] *' })).toBeVisible();
    await expect(subScore(panel, 'Fluency')).toHaveTextContent(/^7\.5$/);
    await expect(subScore(panel, 'Topic development')).toHaveTextContent(/^7\.0$/);
    await expect(within(panel).getByRole('heading', { name: 'Describe a park you like to visit.' })).toBeVisible();
  },
};

export const Part3WithoutTranscription: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('part3');
    const panel = canvas.getByRole('tabpanel', { name: 'Part 3' });
    await expect(within(panel).getByText('No transcription available')).toBeVisible();
    await expect(within(panel).queryByRole('listitem')).toBeNull();
    // Fluency, from the audio, is the only figure; the word-based criteria say they were not assessed, not 'not graded'.
    await expect(subScore(panel, 'Fluency')).toHaveTextContent(/^6\.0$/);
    await expect(subScore(panel, 'Grammar')).toHaveTextContent(/^–Not assessed$/);
    await expect(within(panel).queryByText('Not graded')).toBeNull();
  },
};

export const Empty: Story = {
  args: { parts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results found.')).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const HighContrast: Story = {
  ...Part1,
  globals: { theme: 'highContrast' },
};

/** What the recogniser heard: only confident words, the hard one marked, and the page's own details after the comment. */
export const HeardWords: Story = {
  args: {
    parts: [
      {
        ...part1,
        transcription: [
          {
            question: 'How often do you buy things on the internet?',
            transcription: 'I buy clothes online every month',
            words: ['I', 'buy', 'clothes', 'online', 'every', 'month'].map((word) => ({ word, hard: word === 'clothes' })),
            feedback: 'Clear answer with a reason.',
            details: <p>Pronunciation: 6.5</p>,
            voiceUrl,
          },
        ],
      },
    ],
  },
  play: async ({ canvas, step }) => {
    const answer = within(canvas.getByRole('tabpanel', { name: 'Part 1' })).getByRole('listitem');
    await step('the heard words, the hard one marked, reachable and described', async () => {
      await expect(answer.querySelector('[data-state="present"]')).toHaveTextContent('I buy clothes online every month');
      const mark = within(answer).getByText('clothes');
      await expect(mark.tagName).toBe('MARK');
      await expect(mark).toHaveAttribute('tabindex', '0');
      await expect(mark).toHaveAccessibleDescription('Hard to understand (marked): 1');
    });
    await step('the details follow the comment', async () => {
      const comment = within(answer).getByText(/Clear answer with a reason/);
      const details = within(answer).getByText('Pronunciation: 6.5');
      await expect(comment.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  },
};
