import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChartTable } from '../Chart/ChartTable';
import { formatValue, percentOf, resolveScale, sparseTicks, type ChartScale, type ChartScaleName } from '../Chart/scale';
import { cx } from '../lib/cx';
import { useWidth } from '../hooks/useWidth';
import { axisLabelled } from './axisLabels';
import { useKitLabels } from '../locale/KitLocale';
import * as styles from './BandHistory.css';

/** One attempt's score in the history. */
export interface BandPoint {
  /** Stable key of the attempt. */
  key: string | number;
  /** The attempt as people name it, usually its date: the table's row header and the axis label. */
  label: string;
  /** A shorter name for the axis under a narrow chart, e.g. the date without its year. @default label */
  axisLabel?: string;
  value: number;
}

export interface BandHistoryProps {
  /** The section, shown as the chart's caption and used as its accessible name, e.g. 'Writing'. */
  title: string;
  /** The attempts, oldest first. */
  points: readonly BandPoint[];
  /** IELTS bands 0-9 ('band') or the multi-level 0-75 score ('multiLevel'), or a scale of its own. @default 'band' */
  scale?: ChartScaleName | ChartScale;
  /** Called when the learner presses a point (click, Enter or Space), e.g. to open that attempt's result. */
  onPointActivate?: (point: BandPoint) => void;
  /** The accessible name of a point's button. @default `${label}: ${value}` */
  pointLabel?: (point: BandPoint, value: string) => string;
  /** Shown instead of the chart when there are no points. @default 'No scores yet' (the kit's labels) */
  emptyText?: string;
  /** Headers of the table alternative's columns. @default ['Attempt', 'Score'] (the kit's labels) */
  columns?: readonly [string, string];
  className?: string;
}

// Vertical layout in CSS pixels; horizontal positions in per cent of the width (see CriterionChart).
const TOP = 10;
const PLOT = 110;
const HEIGHT = TOP + PLOT + 24;
const LEFT = 12; // per cent kept for the axis labels
const RIGHT = 96;
const xOf = (index: number, count: number) => (count <= 1 ? (LEFT + RIGHT) / 2 : LEFT + (index / (count - 1)) * (RIGHT - LEFT));

/**
 * One section's score across attempts as a line in SVG. Each point is a button in one tab stop (arrow keys, Home and
 * End move between attempts) that shows its value under the chart; the numbers are also a hidden table.
 */
export function BandHistory({
  title,
  points,
  scale: scaleOption = 'band',
  onPointActivate,
  pointLabel = (point, value) => `${point.label}: ${value}`,
  emptyText,
  columns: columnsProp,
  className,
}: BandHistoryProps) {
  const id = useId();
  const labels = useKitLabels();
  const columns = columnsProp ?? [labels.attempt, labels.score];
  const scale = resolveScale(scaleOption);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [plot, setPlot] = useState<HTMLDivElement | null>(null);
  const width = useWidth(plot);
  const active = Math.min(selected ?? points.length - 1, points.length - 1);
  const format = (value: number) => formatValue(value, scale);
  const yOf = (value: number) => TOP + PLOT * (1 - percentOf(value, scale) / 100);

  if (points.length === 0) {
    return (
      <figure className={cx(styles.figure, className)} data-state="empty">
        <figcaption className={styles.caption}>{title}</figcaption>
        <p className={styles.empty}>{emptyText ?? labels.noScoresYet}</p>
      </figure>
    );
  }

  const move = (event: KeyboardEvent, from: number) => {
    const next = {
      ArrowRight: from + 1,
      ArrowUp: from + 1,
      ArrowLeft: from - 1,
      ArrowDown: from - 1,
      Home: 0,
      End: points.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = Math.max(0, Math.min(points.length - 1, next));
    setSelected(target);
    buttons.current[target]?.focus();
  };

  const shownPoint = points[active]!;
  const axisLabels = points.map((point) => point.axisLabel ?? point.label);
  // Before the first measurement (the server, a test without layout) only the latest attempt is labelled.
  const labelled = width === null ? [points.length - 1] : axisLabelled(axisLabels, (width * (RIGHT - LEFT)) / 100);
  const summary = points.map((point) => `${point.label} ${format(point.value)}`).join('; ');

  return (
    <figure className={cx(styles.figure, className)} data-state="filled" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className={styles.caption}>
        {title}
      </figcaption>
      <div className={styles.plot} ref={setPlot}>
        <svg className={styles.svg} height={HEIGHT} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {sparseTicks(scale, 3).map((tick) => (
            <g key={tick}>
              <line className={styles.grid} x1={`${LEFT - 3}%`} x2="100%" y1={yOf(tick)} y2={yOf(tick)} />
              <text className={styles.axisText} x="0" y={yOf(tick) + 4}>
                {tick}
              </text>
            </g>
          ))}
          {points.slice(1).map((point, index) => (
            <line
              key={point.key}
              className={styles.line}
              x1={`${xOf(index, points.length)}%`}
              y1={yOf(points[index]!.value)}
              x2={`${xOf(index + 1, points.length)}%`}
              y2={yOf(point.value)}
            />
          ))}
          {points.map((point, index) => (
            <circle
              key={point.key}
              className={index === active ? styles.selectedDot : styles.dot}
              cx={`${xOf(index, points.length)}%`}
              cy={yOf(point.value)}
              r={index === active ? 6 : 5}
            />
          ))}
          {labelled.map((index) => (
            <text
              key={points[index]!.key}
              className={styles.axisText}
              x={`${xOf(index, points.length)}%`}
              y={HEIGHT - 4}
              textAnchor={points.length === 1 ? 'middle' : index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle'}
            >
              {axisLabels[index]}
            </text>
          ))}
        </svg>
        <div role="group" aria-label={title}>
          {points.map((point, index) => (
            <button
              key={point.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className={styles.point}
              style={{ left: `${xOf(index, points.length)}%`, top: yOf(point.value) }}
              tabIndex={index === active ? 0 : -1}
              aria-label={pointLabel(point, format(point.value))}
              data-state={index === active ? 'selected' : 'idle'}
              onFocus={() => setSelected(index)}
              onMouseEnter={() => setSelected(index)}
              onKeyDown={(event) => move(event, index)}
              onClick={() => onPointActivate?.(point)}
            />
          ))}
        </div>
      </div>
      <p className={styles.readout} aria-hidden="true">
        {shownPoint.label}: <span className={styles.readoutValue}>{format(shownPoint.value)}</span>
      </p>
      <ChartTable caption={title} columns={columns} rows={points.map((point) => [point.label, format(point.value)] as const)} />
    </figure>
  );
}
