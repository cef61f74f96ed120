import { Accordion } from 'radix-ui';
import { ChevronDownIcon } from '../Icons/Icons';
import { faqItems, type FaqItem } from './faqItems';
import * as styles from './Faq.css';

export interface FaqProps {
  /** @default the six product questions */
  items?: readonly FaqItem[];
  /** The level of each question's heading. @default 3 */
  headingLevel?: 2 | 3;
}

/** The FAQ accordion: one answer open at a time; closing the open one leaves none open. */
export function Faq({ items = faqItems, headingLevel = 3 }: FaqProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Accordion.Root type="single" collapsible className={styles.root}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className={styles.item}>
          <Accordion.Header asChild>
            <Heading className={styles.header}>
              <Accordion.Trigger className={styles.trigger}>
                {item.question}
                <ChevronDownIcon className={styles.chevron} />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            <p className={styles.answer}>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
