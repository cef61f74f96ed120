import { Fragment, type ReactNode } from 'react';
import { splitGaps, type GapFillGroup, type TextBlock } from '@bandwise/core';
import { GapFill } from '../../GapFill/GapFill';
import { KeyHint } from '../KeyHint/KeyHint';
import { Heading } from '../Heading';
import { instructionsStateLimit, keyText, wordLimitText } from '../sheet';
import { QuestionSlot } from './QuestionSlot';
import { bindSlot } from './QuestionSlots';
import type { GroupRendererProps } from './types';
import * as styles from './groups.css';

type Run =
  | { kind: 'bullets'; items: Extract<TextBlock, { kind: 'bullet' }>[] }
  | { kind: 'fields'; items: Extract<TextBlock, { kind: 'field' }>[] }
  | { kind: 'single'; block: Exclude<TextBlock, { kind: 'bullet' } | { kind: 'field' }> };

/** Consecutive bullets become one list and consecutive fields one form, as the paper prints them. */
function runsOf(blocks: readonly TextBlock[]): Run[] {
  const runs: Run[] = [];
  for (const block of blocks) {
    const last = runs[runs.length - 1];
    if (block.kind === 'bullet') {
      if (last?.kind === 'bullets') last.items.push(block);
      else runs.push({ kind: 'bullets', items: [block] });
    } else if (block.kind === 'field') {
      if (last?.kind === 'fields') last.items.push(block);
      else runs.push({ kind: 'fields', items: [block] });
    } else {
      runs.push({ kind: 'single', block });
    }
  }
  return runs;
}

/** Gap fill (notes, forms, tables, summaries, sentences): `{{n}}` markers become inline GapFill blanks. */
export function GapFillGroupRenderer({ group, sheet, answer, keys, flagged, disabled, headingLevel }: GroupRendererProps<GapFillGroup>) {
  const limitText = wordLimitText(group.wordLimit);

  function marked(text: string): ReactNode {
    return splitGaps(text).map((piece, index) => {
      if (typeof piece === 'string') return <Fragment key={`text-${index}`}>{piece}</Fragment>;
      const number = piece.gap;
      return (
        <QuestionSlot key={`gap-${number}`} number={number} flagged={flagged.includes(number)} inline>
          <GapFill
            {...bindSlot(number, { sheet, answer, disabled })}
            // Every blank is described by the limit for screen readers; sighted learners read it once, above.
            wordLimit={limitText}
            wordLimitDisplay="screenReaderOnly"
            maxWords={group.wordLimit.maxWords}
            allowNumber={group.wordLimit.number}
          />
          {keys && <KeyHint text={keyText(keys, number)} />}
        </QuestionSlot>
      );
    });
  }

  return (
    <div data-layout={group.layout}>
      {!instructionsStateLimit(group.instructions, group.wordLimit) && (
        <p className={styles.limit}>Write {limitText} for each answer.</p>
      )}
      {group.title && (
        <Heading level={headingLevel} className={styles.title}>
          {group.title}
        </Heading>
      )}
      <div className={styles.blocks}>
        {runsOf(group.blocks).map((run, index) => {
          if (run.kind === 'bullets') {
            return (
              <ul key={index} className={styles.bullets}>
                {run.items.map((item, at) => (
                  <li key={at}>{marked(item.text)}</li>
                ))}
              </ul>
            );
          }
          if (run.kind === 'fields') {
            return (
              <dl key={index} className={styles.fields}>
                {run.items.map((item, at) => (
                  <div key={at} className={styles.field}>
                    <dt className={styles.fieldLabel}>{item.label}</dt>
                    <dd className={styles.fieldValue}>{marked(item.text)}</dd>
                  </div>
                ))}
              </dl>
            );
          }
          const { block } = run;
          if (block.kind === 'heading') {
            // A paragraph, not a heading element: block headings label a few lines of notes, not a page section.
            return (
              <p key={index} className={styles.blockHeading}>
                {marked(block.text)}
              </p>
            );
          }
          if (block.kind === 'text') {
            return (
              <p key={index} className={styles.text}>
                {marked(block.text)}
              </p>
            );
          }
          return (
            <table key={index} className={styles.table}>
              <thead>
                <tr>
                  {block.headers.map((header, at) => (
                    <th key={at} scope="col">
                      {marked(header)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, at) => (
                  <tr key={at}>
                    {row.map((cell, cellAt) => (
                      <td key={cellAt}>{marked(cell)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
    </div>
  );
}
