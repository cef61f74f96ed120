import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SHOW_KEYS } from '../stories/helpers';
import { LivePreview } from './LivePreview';
import { previewFolderIds } from './folders';

/**
 * Authors' live preview: pick a folder of packages/content/sets in the 'test' control. New folders appear in the list
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
