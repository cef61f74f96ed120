import { useId } from 'react';
import { ChartTable } from '../Chart/ChartTable';
import { formatValue, percentOf, resolveScale, ticks, type ChartScale, type ChartScaleName } from '../Chart/scale';
import { cx } from '../lib/cx';
import { fillLabel, useKitLabels } from '../locale/KitLocale';
import * as styles from './CriterionChart.css';

/** One bar: a criterion (or a part) and its score, null while it is not graded. */
export interface CriterionDatum {
  label: string;
  value: number | null;
}

export interface CriterionChartProps {
  /** The chart's accessible name and the table's caption, e.g. 'Writing: each answer against the section score'. */
  title?: string;
  /** What the criteria belong to, e.g. 'Task 1': without a title the chart is named '{subject}: criteria against the band'. */
  subject?: string;
  /** One bar per criterion, in the order examiners report them. */
  criteria: readonly CriterionDatum[];
  /** The band (or section score) the criteria are read against, drawn as a dashed line; null or absent draws none. */
  band?: number | null;
  /** Names the band line and its table row. @default 'Band' (the kit's labels) */
  bandLabel?: string;
  /** IELTS bands 0-9 ('band') or the multi-level 0-75 score ('multiLevel'), or a scale of its own. @default 'band' */
  scale?: ChartScaleName | ChartScale;
  /** Shown for a criterion without a score. @default 'Not graded' (the kit's labels) */
  notGradedText?: string;
  /** Headers of the table alternative's columns. @default ['Criterion', 'Score'] (the kit's labels) */
  columns?: readonly [string, string];
  className?: string;
}

// Vertical layout in CSS pixels; horizontal positions are percentages, so the chart fills any width and its text
// never scales with it.
const TOP = 22; // room for the band label
const ROW = 42; // label line + bar + gap
const BAR_Y = 22; // bar's offset within its row
const BAR_HEIGHT = 12;
const AXIS = 20; // tick labels under the last row
const barTop = (index: number) => TOP + index * ROW + BAR_Y;

/** A horizontal bar per criterion against the band, in SVG, with its numbers as a hidden table for screen readers. */
export function CriterionChart({
  title: titleProp,
  subject = '',
  criteria,
  band,
  bandLabel: bandLabelProp,
  scale: scaleOption = 'band',
  notGradedText: notGradedProp,
  columns: columnsProp,
  className,
}: CriterionChartProps) {
  const id = useId();
  const labels = useKitLabels();
  const title = titleProp ?? fillLabel(labels.criteriaAgainstBand, { name: subject });
  const bandLabel = bandLabelProp ?? labels.band;
  const notGradedText = notGradedProp ?? labels.notGraded;
  const columns = columnsProp ?? [labels.criterion, labels.score];
  const scale = resolveScale(scaleOption);
  const shown = (value: number | null) => (value === null ? notGradedText : formatValue(value, scale));
  const hasBand = typeof band === 'number' && Number.isFinite(band);
  const bottom = TOP + criteria.length * ROW;
  const height = bottom + AXIS;
  const bandAt = hasBand ? percentOf(band, scale) : 0;
  const summary = [
    ...(hasBand ? [`${bandLabel} ${formatValue(band, scale)}`] : []),
    ...criteria.map((criterion) => `${criterion.label} ${shown(criterion.value)}`),
  ].join('; ');

  return (
    <figure className={cx(styles.figure, className)} data-state={hasBand ? 'banded' : 'unbanded'}>
      <svg
        className={styles.svg}
        height={height}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks(scale).map((tick) => {
          const x = `${percentOf(tick, scale)}%`;
          const anchor = tick === 0 ? 'start' : tick >= scale.max ? 'end' : 'middle';
          return (
            <g key={tick}>
              {criteria.map((criterion, index) => (
                <line key={criterion.label} className={styles.grid} x1={x} x2={x} y1={barTop(index) - 3} y2={barTop(index) + BAR_HEIGHT + 3} />
              ))}
              <text className={styles.axisText} x={x} y={height - 4} textAnchor={anchor}>
                {tick}
              </text>
            </g>
          );
        })}
        {criteria.map((criterion, index) => {
          const y = TOP + index * ROW;
          return (
            <g key={criterion.label} data-state={criterion.value === null ? 'ungraded' : 'graded'}>
              <text className={styles.labelText} x="0" y={y + 15}>
                {criterion.label}
              </text>
              <text
                className={styles.valueText}
                x="100%"
                y={y + 15}
                textAnchor="end"
                data-state={criterion.value === null ? 'ungraded' : 'graded'}
              >
                {shown(criterion.value)}
              </text>
              <rect className={styles.track} x="0" y={barTop(index)} width="100%" height={BAR_HEIGHT} rx={3} />
              {criterion.value !== null && (
                <rect
                  className={styles.bar}
                  x="0"
                  y={barTop(index)}
                  width={`${percentOf(criterion.value, scale)}%`}
                  height={BAR_HEIGHT}
                  rx={3}
                />
              )}
            </g>
          );
        })}
        {hasBand && (
          <g>
            {/* Over each bar, not across the labels, so the line never strikes through text. */}
            {criteria.map((criterion, index) => (
              <line
                key={criterion.label}
                className={styles.bandLine}
                x1={`${bandAt}%`}
                x2={`${bandAt}%`}
                y1={barTop(index) - 5}
                y2={barTop(index) + BAR_HEIGHT + 5}
              />
            ))}
            <text
              className={styles.bandText}
              x={`${bandAt}%`}
              y={12}
              textAnchor={bandAt > 85 ? 'end' : bandAt < 15 ? 'start' : 'middle'}
            >
              {`${bandLabel} ${formatValue(band, scale)}`}
            </text>
          </g>
        )}
      </svg>
      <ChartTable
        caption={title}
        columns={columns}
        rows={[
          ...criteria.map((criterion) => [criterion.label, shown(criterion.value)] as const),
          ...(hasBand ? [[bandLabel, formatValue(band, scale)] as const] : []),
        ]}
      />
    </figure>
  );
}
