import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SHOW_KEYS } from '../stories/helpers';
import { LivePreview } from './LivePreview';
import { previewFolder, previewFolderIds } from './folders';

/**
 * Authors' live preview: pick a folder of packages/content/sets or drafts in the 'test' control. New folders appear in the list
 * without a code change, and an edit to any of its .yaml files shows on save. The toolbar's keys switch shows answers.
 * Not a visual test (its content is whatever an author is editing); the shipped tests have their own part stories.
 */
const meta = {
  title: 'Content/Live preview',
  component: LivePreview,
  tags: ['no-visual'],
  parameters: {
    // The preview stacks every part of a test on one page, so a multi-level exam's reading parts repeat their panes'
    // 'Text' and 'Questions' landmarks; a learner sees one part at a time, where each is unique (the part stories
    // check that with every rule on). Every other axe rule stays an error here.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args, context) => <LivePreview {...args} showKeys={args.showKeys ?? context.globals.showKeys === SHOW_KEYS} />,
  argTypes: { test: { control: 'select', options: previewFolderIds } },
  args: { test: previewFolderIds[0] ?? '' },
} satisfies Meta<typeof LivePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any folder: choose it in the 'test' control. Opens on the first; checks it parsed and rendered every section. */
export const Folder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByTestId('authoring-errors')).toBeNull());
    for (const section of ['Listening', 'Reading', 'Writing']) {
      await expect(canvas.getByRole('heading', { level: 2, name: new RegExp(`^${section}`) })).toBeVisible();
    }
  },
};

/** A multi-level folder with the keys shown beside each control. */
export const MultiLevelWithKeys: Story = {
  args: { test: previewFolderIds.find((id) => id.startsWith('multi-level/')) ?? '', showKeys: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: /^Speaking/ })).toBeVisible();
  },
};

/** The General Training book (card 4) as its author sees it: parsed without errors, every section shown. */
export const GeneralTrainingFolder: Story = {
  args: { test: 'ielts/book4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByTestId('authoring-errors')).toBeNull());
    for (const section of ['Listening', 'Reading', 'Writing', 'Speaking']) {
      await expect(canvas.getByRole('heading', { level: 2, name: new RegExp(`^${section}`) })).toBeVisible();
    }
    await expect(canvas.getByText('Welcome to Greenway Supermarkets')).toBeVisible();
  },
};

/**
 * A draft (packages/content/drafts: a test published by upload, never built in) as its author sees it: parsed without
 * errors, every part of every section rendered, and its own pictures served from its folder.
 */
export const DraftFolder: Story = {
  args: { test: previewFolderIds.find((id) => id.startsWith('drafts/ielts/')) ?? '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByTestId('authoring-errors')).toBeNull());
    const parsed = previewFolder(args.test)?.parsed;
    if (parsed?.format !== 'ielts' || !parsed.publicPart) throw new Error(`${args.test} is not an IELTS draft`);
    const book = parsed.publicPart;
    const parts: Array<[string, number]> = [
      ['Listening', book.listening.parts.length],
      ['Reading', book.reading.parts.length],
      ['Writing', book.writing.tasks.length],
      ['Speaking', book.speaking.parts.length],
    ];
    for (const [section, count] of parts) {
      const region = canvas.getByRole('region', { name: new RegExp(`^${section}( \\(\\d+ minutes\\))?$`) });
      await expect(within(region).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(count);
    }
    await expect(canvas.getByText(book.reading.parts[0]!.passage.title)).toBeVisible();
    // Every picture is the draft's own file, and it loads.
    const pictures = canvasElement.querySelectorAll('img');
    await expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      await expect(picture.getAttribute('src')).toMatch(new RegExp(`^/${args.test}/[^/]+$`));
      await waitFor(() => expect(picture.complete && picture.naturalWidth > 0).toBe(true));
    }
  },
};
