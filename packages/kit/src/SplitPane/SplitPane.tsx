import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import * as styles from './SplitPane.css';
import { cx } from '../lib/cx';
import { fillLabel, useKitLabels } from '../locale/KitLocale';

export const splitPaneStates = ['idle', 'dragging'] as const;
export type SplitPaneState = (typeof splitPaneStates)[number];

export interface SplitPaneProps {
  /** The left pane: the passage, a writing prompt, a picture. */
  first: ReactNode;
  /** The right pane: the questions or the answer box. */
  second: ReactNode;
  /** Accessible name of the left scroll region. @default the labels' passage ('Passage') */
  firstLabel?: string;
  /** Accessible name of the right scroll region. @default the labels' questions ('Questions') */
  secondLabel?: string;
  /** Accessible name of the divider. @default 'Resize {firstLabel} and {secondLabel}' */
  separatorLabel?: string;
  /** Width of the left pane in percent (controlled). */
  size?: number;
  /** Width of the left pane in percent on mount when uncontrolled. @default 50 */
  defaultSize?: number;
  /** Called with the new left-pane width in percent while the divider moves. */
  onSizeChange?: (size: number) => void;
  /** Narrowest left pane, percent. @default 20 */
  minSize?: number;
  /** Widest left pane, percent. @default 80 */
  maxSize?: number;
  /** Percent moved per arrow key. @default 5 */
  step?: number;
  className?: string;
  style?: CSSProperties;
}

const cssVar = (reference: string) => reference.replace(/^var\((--[^,)]+).*$/, '$1');
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Two panes side by side, each scrolling on its own (the passage stays put while the learner scrolls the
 * questions), split by a divider moved by pointer or arrow keys. Narrow containers stack the panes.
 */
export function SplitPane({
  first,
  second,
  firstLabel: firstLabelProp,
  secondLabel: secondLabelProp,
  separatorLabel,
  size: sizeProp,
  defaultSize = 50,
  onSizeChange,
  minSize = 20,
  maxSize = 80,
  step = 5,
  className,
  style,
}: SplitPaneProps) {
  const labels = useKitLabels();
  const firstLabel = firstLabelProp ?? labels.passage;
  const secondLabel = secondLabelProp ?? labels.questions;
  const id = useId();
  const firstId = `${id}-first`;
  const [inner, setInner] = useState(defaultSize);
  const clamp = useCallback((n: number) => round(Math.min(maxSize, Math.max(minSize, n))), [minSize, maxSize]);
  const size = clamp(sizeProp ?? inner);
  const [state, setState] = useState<SplitPaneState>('idle');
  const layoutRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ size, sizeProp, onSizeChange, clamp });
  latest.current = { size, sizeProp, onSizeChange, clamp };

  const setSize = useCallback((next: number) => {
    const { size: current, sizeProp: controlled, onSizeChange: report, clamp: limit } = latest.current;
    const value = limit(next);
    if (value === current) return;
    if (controlled === undefined) setInner(value);
    report?.(value);
  }, []);

  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => () => cleanup.current?.(), []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    // Keeps the drag from selecting passage text.
    event.preventDefault();
    event.currentTarget.focus();
    setState('dragging');
    const move = (e: globalThis.PointerEvent) => {
      const rect = layoutRef.current?.getBoundingClientRect();
      if (!rect || rect.width === 0) return;
      setSize(((e.clientX - rect.left) / rect.width) * 100);
    };
    const end = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      cleanup.current = null;
      setState('idle');
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    cleanup.current = end;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: size - step,
      ArrowDown: size - step,
      ArrowRight: size + step,
      ArrowUp: size + step,
      Home: minSize,
      End: maxSize,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSize(next);
  };

  return (
    <div className={cx(styles.root, className)} style={style}>
      <div
        ref={layoutRef}
        className={styles.layout}
        data-state={state}
        style={{ [cssVar(styles.firstSize)]: `${size}%` } as CSSProperties}
      >
        <section id={firstId} aria-label={firstLabel} tabIndex={0} className={styles.pane} data-pane="first">
          {first}
        </section>
        <div
          role="separator"
          tabIndex={0}
          aria-orientation="vertical"
          aria-label={separatorLabel ?? fillLabel(labels.resizePanes, { first: firstLabel.toLowerCase(), second: secondLabel.toLowerCase() })}
          aria-controls={firstId}
          aria-valuenow={Math.round(size)}
          aria-valuemin={minSize}
          aria-valuemax={maxSize}
          data-state={state}
          className={styles.separator}
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
        />
        <section aria-label={secondLabel} tabIndex={0} className={styles.pane} data-pane="second">
          {second}
        </section>
      </div>
    </div>
  );
}
