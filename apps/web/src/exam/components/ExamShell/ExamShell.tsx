import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { MediaBaseProvider, ThemeRoot, useToast } from '@bandwise/kit';
import { useExamEnvironment } from '../../lib/environment';
import { textScales, type ExamSettings } from '../../lib/settings';
import { LocaleSwitch } from '../../../layout/LocaleSwitch/LocaleSwitch';
import { SettingsMenu } from '../SettingsMenu/SettingsMenu';
import * as styles from './ExamShell.css';

export interface ExamShellProps {
  /** The section name, e.g. 'Reading exam' (seed 001: each section's header names it). */
  title: string;
  /** The section timer, when the section has one. */
  timer?: ReactNode;
  /** Header buttons: 'Leave exam', 'Next exam' / 'Finish exam'. */
  actions?: ReactNode;
  /** Under the header: the unsent-answers banner. */
  banner?: ReactNode;
  /** The bottom strip: the question navigator. */
  footer?: ReactNode;
  /** Text size, contrast and hidden timer; the menu changes them. */
  settings: ExamSettings;
  onSettingsChange: (settings: ExamSettings) => void;
  /** 'fixed': the content scrolls in its own panes (reading, writing). @default 'scroll' */
  layout?: 'scroll' | 'fixed';
  children?: ReactNode;
}

/**
 * Keeps the toasts under the exam header while a runner screen is up: top right, where the product's toasts sit, is
 * where Leave exam and Next exam are, and a 3 s toast over them (the 'Successful!' after a section) hid them.
 */
function useToastsBelow(header: RefObject<HTMLElement | null>) {
  const { setInsetTop } = useToast();
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return undefined;
    const place = () => setInsetTop(element.getBoundingClientRect().bottom);
    place();
    // The header wraps onto two lines on narrow screens and grows with the text-size setting.
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => {
      observer.disconnect();
      setInsetTop(0);
    };
  }, [header, setInsetTop]);
}

/**
 * A runner screen: its own theme root (the contrast and text-size settings), the section header and the content.
 * The header carries the language switch: changing language mid-exam only re-renders the texts, so the section's
 * answers (its state and autosaved drafts), the timer and the playing recording carry on.
 */
export function ExamShell({ title, timer, actions, banner, footer, settings, onSettingsChange, layout = 'scroll', children }: ExamShellProps) {
  const { mediaBase } = useExamEnvironment();
  const headerRef = useRef<HTMLElement>(null);
  useToastsBelow(headerRef);
  return (
    <ThemeRoot theme={settings.contrast} textScale={textScales[settings.textSize]} className={styles.root} data-exam-shell="">
      <MediaBaseProvider base={`${mediaBase}/media`}>
        <header ref={headerRef} className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.tools}>
            {timer && <div className={styles.timer}>{timer}</div>}
            <LocaleSwitch />
            <SettingsMenu settings={settings} onSettingsChange={onSettingsChange} hasTimer={Boolean(timer)} />
            {actions}
          </div>
        </header>
        {banner && <div className={styles.banner}>{banner}</div>}
        <main className={layout === 'fixed' ? styles.mainFixed : styles.main}>{children}</main>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </MediaBaseProvider>
    </ThemeRoot>
  );
}
