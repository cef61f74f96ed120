import { useId, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '../Icons/Icons';
import { faqIds, type FaqItem } from './faqItems';
import * as styles from './Faq.css';
import { useTranslation } from 'react-i18next';

export interface FaqProps {
  /** @default the six product questions, in the learner's language */
  items?: readonly FaqItem[];
  /** The level of each question's heading. @default 3 */
  headingLevel?: 2 | 3;
}

/** Up, Down, Home and End move between the questions, as in the WAI-ARIA accordion pattern. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const root = event.currentTarget.closest('[data-faq]');
  const triggers = [...(root?.querySelectorAll<HTMLButtonElement>('button[aria-expanded]') ?? [])];
  const at = triggers.indexOf(event.currentTarget);
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? triggers.length - 1 : (at + (event.key === 'ArrowDown' ? 1 : -1) + triggers.length) % triggers.length;
  event.preventDefault();
  triggers[next]?.focus();
}

/**
 * The FAQ accordion: one answer open at a time; closing the open one leaves none open. Plain buttons and regions
 * (the WAI-ARIA accordion pattern) rather than a component library: it is on the home page, where every kilobyte
 * of script counts (docs/PERFORMANCE.md).
 */
export function Faq({ items: given, headingLevel = 3 }: FaqProps) {
  const { t } = useTranslation();
  const items = given ?? faqIds.map((id) => ({ id, question: t(`faq.${id}.question`), answer: t(`faq.${id}.answer`) }));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [openId, setOpenId] = useState<string | null>(null);
  const base = useId();
  return (
    <div className={styles.root} data-faq="">
      {items.map((item) => {
        const open = openId === item.id;
        const state = open ? 'open' : 'closed';
        const triggerId = `${base}-${item.id}-question`;
        const panelId = `${base}-${item.id}-answer`;
        return (
          <div key={item.id} className={styles.item} data-state={state}>
            <Heading className={styles.header} data-state={state}>
              <button
                type="button"
                id={triggerId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={open ? panelId : undefined}
                data-state={state}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={moveFocus}
              >
                {item.question}
                <ChevronDownIcon className={styles.chevron} />
              </button>
            </Heading>
            {open && (
              <div id={panelId} role="region" aria-labelledby={triggerId} className={styles.content} data-state="open">
                <p className={styles.answer}>{item.answer}</p>
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
