import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { useAutosave } from './useAutosave';

const KEY = 'bandwise:story:autosave';

interface AutosaveDemoProps {
  /** Storage key of the draft. */
  storageKey: string;
  /** Debounce of writes in ms. */
  debounceMs?: number;
  onRestore?: (value: string, savedAt: number) => void;
}

function Draft({ storageKey, debounceMs, onRestore }: AutosaveDemoProps) {
  const [value, setValue, clear] = useAutosave<string>(storageKey, '', { debounceMs, onRestore });
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <label>
        Answer 1 <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="button" onClick={clear}>
        Clear draft
      </button>
    </div>
  );
}

/** A draft answer that survives a remount, the way it survives a reload. */
function AutosaveDemo(props: AutosaveDemoProps) {
  const [mount, setMount] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Draft key={mount} {...props} />
      <button type="button" onClick={() => setMount((n) => n + 1)}>
        Reload the page
      </button>
    </div>
  );
}

const saved = () => {
  const raw = localStorage.getItem(KEY);
  return raw === null ? null : (JSON.parse(raw) as { value: unknown }).value;
};

const meta = {
  title: 'Hooks/useAutosave',
  component: AutosaveDemo,
  tags: ['autodocs'],
  args: { storageKey: KEY, debounceMs: 0, onRestore: fn() },
  argTypes: { onRestore: { table: { category: 'Events' } } },
  beforeEach: () => {
    localStorage.removeItem(KEY);
    return () => localStorage.removeItem(KEY);
  },
} satisfies Meta<typeof AutosaveDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RestoresAfterReload: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('every change is saved', async () => {
      await userEvent.type(canvas.getByLabelText('Answer 1'), 'library');
      await expect(saved()).toBe('library');
      await expect(args.onRestore).not.toHaveBeenCalled();
    });
    await step('a reload brings the answer back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
      await expect(canvas.getByLabelText('Answer 1')).toHaveValue('library');
      await expect(args.onRestore).toHaveBeenCalledTimes(1);
      await expect(args.onRestore).toHaveBeenCalledWith('library', expect.any(Number));
    });
    await step('clear forgets the draft', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear draft' }));
      await expect(canvas.getByLabelText('Answer 1')).toHaveValue('');
      await expect(saved()).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
      await expect(canvas.getByLabelText('Answer 1')).toHaveValue('');
    });
  },
};

export const DebouncedButFlushedOnPageHide: Story = {
  args: { debounceMs: 10_000 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Answer 1'), 'river');
    // Ten seconds of debounce have not passed: nothing written yet.
    await expect(saved()).toBeNull();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await waitFor(() => expect(saved()).toBe('river'));
  },
};

export const DebouncedWriteLands: Story = {
  args: { debounceMs: 200 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Answer 1'), 'NOT GIVEN');
    await waitFor(() => expect(saved()).toBe('NOT GIVEN'), { timeout: 1_000 });
  },
};
