import type { Decorator } from '@storybook/react-vite';
import { ThemeRoot, themeNames, type ThemeName } from '@bandwise/kit';
import './preview.css';

/** Wraps every story in the theme chosen in the toolbar. Animations are off in preview.css for stable screenshots. */
export const withThemeAndLocale: Decorator = (Story, context) => {
  const requested = context.globals.theme as string | undefined;
  const theme: ThemeName = themeNames.includes(requested as ThemeName) ? (requested as ThemeName) : 'default';
  return (
    <ThemeRoot theme={theme} style={{ padding: 16, minHeight: '100%' }}>
      <Story />
    </ThemeRoot>
  );
};
