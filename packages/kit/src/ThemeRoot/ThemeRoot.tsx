import type { ComponentPropsWithoutRef } from 'react';
import { themeClass, type ThemeName } from '../theme/themes';
import * as styles from './ThemeRoot.css';
import { cx } from '../lib/cx';

export interface ThemeRootProps extends ComponentPropsWithoutRef<'div'> {
  /** Which theme the subtree uses. @default 'default' */
  theme?: ThemeName;
  /** Text scale for the exam's text-size setting, applied as a root font size factor. @default 1 */
  textScale?: number;
}

/** Applies a Bandwise theme (colours, type, spacing) to everything inside it. */
export function ThemeRoot({ theme = 'default', textScale = 1, className, style, ...rest }: ThemeRootProps) {
  return (
    <div
      {...rest}
      data-theme={theme}
      className={cx(themeClass[theme], styles.root, className)}
      style={{ fontSize: `${textScale}rem`, ...style }}
    />
  );
}
