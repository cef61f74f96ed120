import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { withThemeAndLocale } from './decorators';

// A play's findBy and waitFor wait for an event, not a time: testing-library's 1 s default failed stories whose event
// came later on a busy CI machine (a runner's check after start-exam, in a fresh-clone run). A story that passes still
// ends at its event; only a broken one waits the full 10 s before failing.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  decorators: [withThemeAndLocale],
  globalTypes: {
    // The site's language: the app's catalogues (apps/web/src/i18n/locales) and the kit's built-in texts.
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'uz', title: "O'zbekcha" },
          { value: 'ru', title: 'Русский' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme of the exam primitives',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['default', 'highContrast'], dynamicTitle: true },
    },
    // Authors' preview: content stories show the keyed answer beside each control when on (helpers.tsx reads it).
    showKeys: {
      description: 'Show the keyed answers in the content stories',
      toolbar: {
        title: 'Keys',
        icon: 'key',
        items: [{ value: 'off', title: 'Keys hidden' }, { value: 'on', title: 'Keys shown' }],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default', showKeys: 'off', locale: 'en' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i } },
    // Every story is checked with axe in the test run; a violation fails the story test.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};
export default preview;
