import { defaultTheme } from './defaultTheme.css';
import { highContrastTheme } from './highContrastTheme.css';

/** Theme names as the exam settings and Storybook's toolbar offer them. */
export const themeNames = ['default', 'highContrast'] as const;
export type ThemeName = (typeof themeNames)[number];

/** The class that applies a theme to a subtree. */
export const themeClass: Record<ThemeName, string> = {
  default: defaultTheme,
  highContrast: highContrastTheme,
};
