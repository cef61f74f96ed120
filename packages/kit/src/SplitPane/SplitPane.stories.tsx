import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SplitPane } from './SplitPane';

const paragraphs = [
  'A. Cities have planted trees along their streets for centuries, first for shade and later for beauty.',
  'B. Modern planners count the benefits: cooler pavements in summer, cleaner air and calmer traffic.',
  'C. A single mature tree can lower the temperature of the pavement beneath it by several degrees.',
  'D. Yet trees are costly to keep. Roots lift paving stones, and branches fall in storms.',
  'E. Some councils now choose species for how well they cope with drought rather than for looks.',
  'F. Residents are asked to water young trees through their first two summers.',
  'G. Surveys suggest that streets with trees feel safer, although the reasons are still debated.',
];

const Passage = () => (
  <article>
    <h2 style={{ marginTop: 0 }}>Why cities plant trees</h2>
    {[...paragraphs, ...paragraphs].map((text, i) => (
      <p key={i}>{text}</p>
    ))}
  </article>
);

const Questions = () => (
  <ol style={{ margin: 0 }}>
    {Array.from({ length: 14 }, (_, i) => (
      <li key={i} style={{ marginBottom: 16 }}>
        <label>
          Which paragraph mentions item {i + 1}? <input size={3} />
        </label>
      </li>
    ))}
  </ol>
);

const meta = {
  title: 'Layout/SplitPane',
  component: SplitPane,
  tags: ['autodocs'],
  args: { first: <Passage />, second: <Questions />, onSizeChange: fn() },
  argTypes: {
    first: { control: false },
    second: { control: false },
    onSizeChange: { table: { category: 'Events' } },
  },
  decorators: [
    (Story) => (
      <div style={{ height: 360, width: 900, border: '1px solid #cbd5e1' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SplitPane>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ScrollsEachPaneOnItsOwn: Story = {
  play: async ({ canvas, userEvent }) => {
    const passage = canvas.getByRole('region', { name: 'Passage' });
    const questions = canvas.getByRole('region', { name: 'Questions' });
    await expect(passage.scrollHeight).toBeGreaterThan(passage.clientHeight);
    await expect(questions.scrollHeight).toBeGreaterThan(questions.clientHeight);
    passage.scrollTop = 200;
    await expect(passage.scrollTop).toBe(200);
    await expect(questions.scrollTop).toBe(0);
    questions.scrollTop = 100;
    await expect(passage.scrollTop).toBe(200);
    passage.scrollTop = 0;
    questions.scrollTop = 0;
    // Keyboard users reach each region in turn (then scroll it with the arrow keys), the divider between them.
    await userEvent.tab();
    await expect(passage).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('separator')).toHaveFocus();
    await userEvent.tab();
    await expect(questions).toHaveFocus();
  },
};

export const ResizedFromTheKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const separator = canvas.getByRole('separator', { name: 'Resize passage and questions' });
    await expect(separator).toHaveAttribute('aria-valuenow', '50');
    separator.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(separator).toHaveAttribute('aria-valuenow', '55');
    await expect(args.onSizeChange).toHaveBeenLastCalledWith(55);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(separator).toHaveAttribute('aria-valuenow', '45');
    await userEvent.keyboard('{Home}');
    await expect(separator).toHaveAttribute('aria-valuenow', '20');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSizeChange).toHaveBeenCalledTimes(4);
    await userEvent.keyboard('{End}');
    await expect(separator).toHaveAttribute('aria-valuenow', '80');
    const passage = canvas.getByRole('region', { name: 'Passage' });
    const layoutWidth = passage.parentElement!.getBoundingClientRect().width;
    await expect(passage.getBoundingClientRect().width / layoutWidth).toBeCloseTo(0.8, 1);
  },
};

export const DraggedWithThePointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const separator = canvas.getByRole('separator');
    const layout = separator.parentElement!.getBoundingClientRect();
    const y = layout.top + layout.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: separator, coords: { clientX: layout.left + layout.width / 2, clientY: y } },
      { target: separator, coords: { clientX: layout.left + layout.width * 0.3, clientY: y } },
    ]);
    await expect(separator).toHaveAttribute('data-state', 'dragging');
    await userEvent.pointer({ keys: '[/MouseLeft]', target: separator });
    await expect(separator).toHaveAttribute('data-state', 'idle');
    await expect(separator).toHaveAttribute('aria-valuenow', '30');
    await expect(args.onSizeChange).toHaveBeenLastCalledWith(30);
    // Past the limit it stops at the narrowest pane.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: separator, coords: { clientX: layout.left + layout.width * 0.3, clientY: y } },
      { target: separator, coords: { clientX: layout.left + 5, clientY: y } },
      { keys: '[/MouseLeft]', target: separator },
    ]);
    await expect(separator).toHaveAttribute('aria-valuenow', '20');
  },
};

export const Controlled: Story = {
  args: { size: 35, firstLabel: 'Task 1 prompt', secondLabel: 'Your answer' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Task 1 prompt' })).toBeVisible();
    const separator = canvas.getByRole('separator', { name: 'Resize task 1 prompt and your answer' });
    await expect(separator).toHaveAttribute('aria-valuenow', '35');
    separator.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSizeChange).toHaveBeenLastCalledWith(40);
    // The parent did not take the new size, so it stays.
    await expect(separator).toHaveAttribute('aria-valuenow', '35');
  },
};

export const StacksWhenNarrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const passage = canvas.getByRole('region', { name: 'Passage' });
    const questions = canvas.getByRole('region', { name: 'Questions' });
    await expect(passage.getBoundingClientRect().bottom).toBeLessThanOrEqual(questions.getBoundingClientRect().top);
    await expect(canvas.queryByRole('separator')).toBeNull();
  },
};

export const HighContrast: Story = {
  globals: { theme: 'highContrast' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toHaveAttribute('aria-valuenow', '50');
  },
};
