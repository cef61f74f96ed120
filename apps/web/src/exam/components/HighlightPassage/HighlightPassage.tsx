import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Passage } from '@bandwise/core';
import { buttonClass } from '../../../components/Button/Button';
import { addHighlight, removeHighlight, segments, setNote, type Highlight, type TextRange } from './highlights';
import * as styles from './HighlightPassage.css';

export interface HighlightPassageProps {
  /** The reading part this passage belongs to. */
  part: number;
  passage: Passage;
  /** Every highlight of the exam (other parts' ones are kept as they are). */
  highlights: readonly Highlight[];
  onHighlightsChange: (highlights: Highlight[]) => void;
}

const excerptOf = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text);

/** Character offset of (node, offset) inside `container`'s text. */
function offsetIn(container: Element, node: Node, offset: number): number {
  const range = document.createRange();
  range.setStart(container, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** The selected text of this passage as one range per paragraph it covers. */
function selectedRanges(root: HTMLElement, part: number): TextRange[] {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return [];
  const range = selection.getRangeAt(0);
  if (!root.contains(range.commonAncestorContainer)) return [];
  const ranges: TextRange[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-paragraph-text]')) {
    if (!range.intersectsNode(element)) continue;
    const length = element.textContent?.length ?? 0;
    const start = element.contains(range.startContainer) ? offsetIn(element, range.startContainer, range.startOffset) : 0;
    const end = element.contains(range.endContainer) ? offsetIn(element, range.endContainer, range.endOffset) : length;
    if (end > start) ranges.push({ part, paragraph: Number(element.dataset.paragraphText), start, end });
  }
  return ranges;
}

/**
 * A reading passage the learner can highlight and annotate, as on the computer-delivered test: select text, then
 * 'Highlight' or 'Add note'. Highlights and notes are listed under the passage, where the keyboard reaches them.
 */
export function HighlightPassage({ part, passage, highlights, onHighlightsChange }: HighlightPassageProps) {
  const { t } = useTranslation();
  const textRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<TextRange[]>([]);
  const [focusNote, setFocusNote] = useState<string | null>(null);
  const noteRefs = useRef(new Map<string, HTMLTextAreaElement>());

  useEffect(() => {
    const onSelection = () => {
      const root = textRef.current;
      if (root) setPending(selectedRanges(root, part));
    };
    document.addEventListener('selectionchange', onSelection);
    return () => document.removeEventListener('selectionchange', onSelection);
  }, [part]);

  useEffect(() => {
    if (focusNote === null) return;
    noteRefs.current.get(focusNote)?.focus();
    setFocusNote(null);
  }, [focusNote, highlights]);

  const apply = useCallback(
    (withNote: boolean) => {
      if (pending.length === 0) return;
      let next = [...highlights];
      for (const range of pending) next = addHighlight(next, range);
      onHighlightsChange(next);
      window.getSelection()?.removeAllRanges();
      setPending([]);
      const first = pending[0];
      if (withNote && first) {
        const made = next.find((h) => h.part === first.part && h.paragraph === first.paragraph && h.start <= first.start && h.end >= first.end);
        if (made) setFocusNote(made.id);
      }
    },
    [pending, highlights, onHighlightsChange],
  );

  // Pressing a toolbar button must not clear the selection it acts on.
  const keepSelection = (event: MouseEvent) => event.preventDefault();
  const mine = highlights.filter((h) => h.part === part);

  return (
    <article className={styles.root}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('examIelts.passageTools')}>
        <button type="button" className={buttonClass({ tone: 'secondary', size: 'sm' })} disabled={pending.length === 0} onMouseDown={keepSelection} onClick={() => apply(false)}>
          {t('examIelts.highlight')}
        </button>
        <button type="button" className={buttonClass({ tone: 'secondary', size: 'sm' })} disabled={pending.length === 0} onMouseDown={keepSelection} onClick={() => apply(true)}>
          {t('examIelts.addNote')}
        </button>
        <span className={styles.hint}>{t('examIelts.highlightHint')}</span>
      </div>
      <p className={styles.eyebrow}>{t('examIelts.passage', { n: part })}</p>
      <h2 className={styles.title}>{passage.title}</h2>
      {passage.subtitle && <p className={styles.subtitle}>{passage.subtitle}</p>}
      <div ref={textRef}>
        {passage.paragraphs.map((paragraph, index) => {
          const own = mine.filter((h) => h.paragraph === index);
          return (
            <p key={index} className={styles.paragraph} data-label={paragraph.label}>
              <span className={styles.label}>{paragraph.label ?? ''}</span>
              <span data-paragraph-text={index}>
                {segments(paragraph.text, own).map((segment, at) =>
                  segment.highlight ? (
                    <mark
                      key={at}
                      className={styles.mark}
                      data-highlight={segment.highlight.id}
                      data-note={segment.highlight.note.trim() ? 'yes' : 'no'}
                      onClick={() => setFocusNote(segment.highlight!.id)}
                    >
                      {segment.text}
                    </mark>
                  ) : (
                    segment.text
                  ),
                )}
              </span>
            </p>
          );
        })}
      </div>
      {mine.length > 0 && (
        <section className={styles.notes} aria-labelledby={`notes-${part}`}>
          <h3 id={`notes-${part}`} className={styles.notesTitle}>
            {t('examIelts.highlightsTitle')}
          </h3>
          <ul className={styles.noteList}>
            {mine.map((h) => {
              const text = passage.paragraphs[h.paragraph]?.text.slice(h.start, h.end) ?? '';
              const noteId = `note-${h.id}`;
              return (
                <li key={h.id} className={styles.noteItem} data-highlight-item={h.id}>
                  <q className={styles.excerpt}>{excerptOf(text)}</q>
                  <label htmlFor={noteId} className={styles.noteLabel}>
                    {t('examIelts.noteOn', { excerpt: excerptOf(text).slice(0, 30) })}
                  </label>
                  <textarea
                    id={noteId}
                    ref={(node) => {
                      if (node) noteRefs.current.set(h.id, node);
                      else noteRefs.current.delete(h.id);
                    }}
                    className={styles.noteInput}
                    value={h.note}
                    onChange={(event) => onHighlightsChange(setNote(highlights, h.id, event.target.value))}
                  />
                  <button
                    type="button"
                    className={buttonClass({ tone: 'ghost', size: 'sm' })}
                    aria-label={t('examIelts.removeHighlightOf', { excerpt: excerptOf(text).slice(0, 30) })}
                    onClick={() => onHighlightsChange(removeHighlight(highlights, h.id))}
                  >
                    {t('examIelts.removeHighlight')}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </article>
  );
}
