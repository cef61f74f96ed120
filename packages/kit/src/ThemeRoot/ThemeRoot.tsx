import type { ComponentPropsWithoutRef } from 'react';
import { themeClass, type ThemeName } from '../theme/themes';
import { KitLabelsProvider } from '../locale/KitLocale';
import type { KitLabels } from '../locale/en';
import * as styles from './ThemeRoot.css';
import { cx } from '../lib/cx';

export interface ThemeRootProps extends ComponentPropsWithoutRef<'div'> {
  /** Which theme the subtree uses. @default 'default' */
  theme?: ThemeName;
  /** Text scale for the exam's text-size setting, applied as a root font size factor. @default 1 */
  textScale?: number;
  /**
   * The kit's built-in texts in the subtree: a catalogue such as `uz` (the kit's locales/uz entry), or some texts
   * to replace (see KitLabelsProvider). Left out, a nested ThemeRoot keeps its parent's; at the top they are English.
   * Sets no `lang` attribute: the page's `<html lang>` is the app's.
   */
  labels?: Partial<KitLabels>;
}

/** Applies a Bandwise theme (colours, type, spacing) and, when given, a language's built-in texts to everything inside it. */
export function ThemeRoot({ theme = 'default', textScale = 1, labels, className, style, ...rest }: ThemeRootProps) {
  const root = (
    <div
      {...rest}
      data-theme={theme}
      className={cx(themeClass[theme], styles.root, className)}
      style={{ fontSize: `${textScale}rem`, ...style }}
    />
  );
  if (labels === undefined) return root;
  return (
    <KitLabelsProvider labels={labels}>
      {root}
    </KitLabelsProvider>
  );
}
