import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MapLabelling } from './MapLabelling';

// An original floor plan drawn for these stories: rooms without names where the letters go.
const planSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" font-family="sans-serif" font-size="12">
<rect x="2" y="2" width="396" height="256" fill="#fff" stroke="#222" stroke-width="3"/>
<rect x="2" y="2" width="150" height="150" fill="none" stroke="#222" stroke-width="2"/>
<text x="77" y="60" text-anchor="middle">Main hall</text>
<rect x="152" y="2" width="90" height="70" fill="none" stroke="#222" stroke-width="2"/>
<rect x="242" y="2" width="70" height="70" fill="none" stroke="#222" stroke-width="2"/>
<rect x="312" y="2" width="86" height="150" fill="#e8f3e0" stroke="#222" stroke-width="2"/>
<text x="355" y="40" text-anchor="middle">Garden</text>
<rect x="152" y="110" width="160" height="42" fill="#eee" stroke="#222" stroke-width="1"/>
<text x="232" y="135" text-anchor="middle">Corridor</text>
<rect x="2" y="152" width="110" height="106" fill="none" stroke="#222" stroke-width="2"/>
<rect x="112" y="152" width="90" height="106" fill="none" stroke="#222" stroke-width="2"/>
<rect x="202" y="190" width="110" height="68" fill="none" stroke="#222" stroke-width="2"/>
<text x="257" y="235" text-anchor="middle">Reception</text>
<rect x="312" y="152" width="86" height="106" fill="none" stroke="#222" stroke-width="2"/>
<path d="M240 258 h36" stroke="#fff" stroke-width="5"/>
<text x="258" y="252" text-anchor="middle" font-size="10">Entrance</text>
</svg>`;
const plan = `data:image/svg+xml;utf8,${encodeURIComponent(planSvg)}`;

const positions = [
  { label: 'A', x: 49, y: 14, description: 'small room beside the main hall' },
  { label: 'B', x: 69, y: 14, description: 'small room next to the garden' },
  { label: 'C', x: 88, y: 80, description: 'room in the bottom-right corner' },
  { label: 'D', x: 14, y: 80, description: 'room in the bottom-left corner' },
  { label: 'E', x: 39, y: 80, description: 'room between D and reception' },
  { label: 'F', x: 64, y: 58, description: 'alcove off the corridor, opposite reception' },
  { label: 'G', x: 20, y: 35, description: 'stage end of the main hall' },
];

const meta = {
  title: 'Inputs/MapLabelling',
  component: MapLabelling,
  tags: ['autodocs'],
  args: {
    src: plan,
    alt: 'Ground-floor plan of Harbour Community Centre: entrance and reception at the bottom, main hall top left, garden on the right.',
    caption: 'Harbour Community Centre, ground floor',
    positions,
    questions: [
      { number: 11, prompt: 'Café' },
      { number: 12, prompt: 'Lost property' },
      { number: 13, prompt: 'First-aid room' },
      { number: 14, prompt: 'Lockers' },
      { number: 15, prompt: 'Quiet study room' },
    ],
    onValueChange: fn(),
  },
  argTypes: { onValueChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof MapLabelling>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Questions 11–15' })).toHaveAttribute('data-state', 'unanswered');
    await expect(canvas.getByRole('img', { name: /Ground-floor plan/ })).toBeVisible();
    const cafe = canvas.getByRole('combobox', { name: 'Question 11 Café' });
    await expect(within(cafe).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '', 'A', 'B', 'C', 'D', 'E', 'F', 'G',
    ]);
    await userEvent.selectOptions(cafe, 'C');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ 11: 'C' }, 11);
    await expect(cafe).toHaveDisplayValue('C');
    const markerC = [...canvasElement.querySelectorAll('[aria-hidden="true"]')].find((node) => node.textContent === 'C');
    await expect(markerC).toHaveAttribute('data-used');
    await expect(
      within(canvas.getByRole('combobox', { name: 'Question 12 Lost property' })).getByRole('option', { name: 'C (used)' }),
    ).toBeInTheDocument();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const answers: [number, string][] = [
      [11, 'C'],
      [12, 'F'],
      [13, 'A'],
      [14, 'E'],
      [15, 'B'],
    ];
    for (const [number, label] of answers) {
      await userEvent.tab();
      const select = canvas.getByRole('combobox', { name: new RegExp(`^Question ${number} `) });
      await expect(select).toHaveFocus();
      await userEvent.selectOptions(select, label);
    }
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ 11: 'C', 12: 'F', 13: 'A', 14: 'E', 15: 'B' }, 15);
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'answered');
  },
};

export const PositionsReadToScreenReaders: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getByText('F: alcove off the corridor, opposite reception')).toBeInTheDocument();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
  },
};

export const ClearAnAnswer: Story = {
  args: { defaultValue: { 11: 'C', 13: 'A' } },
  play: async ({ canvas, userEvent, args }) => {
    const firstAid = canvas.getByRole('combobox', { name: 'Question 13 First-aid room' });
    await userEvent.selectOptions(firstAid, '');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ 11: 'C', 13: '' }, 13);
    await expect(firstAid).toHaveValue('');
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'partial');
  },
};

export const AllAnswered: Story = {
  args: { defaultValue: { 11: 'C', 12: 'F', 13: 'A', 14: 'E', 15: 'B' } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'answered');
    await expect(canvasElement.querySelectorAll('span[data-used]')).toHaveLength(5);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const HighContrast: Story = {
  ...AllAnswered,
  globals: { theme: 'highContrast' },
};
