import { createTheme } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { baseTokens } from './tokens';

/** The exam's colour-contrast setting: yellow on black, as the computer-delivered IELTS offers. */
export const highContrastTheme = createTheme(vars, {
  ...baseTokens,
  color: {
    background: '#000000',
    surface: '#000000',
    surfaceMuted: '#1a1a1a',
    text: '#ffff00',
    textMuted: '#ffff99',
    border: '#ffff00',
    borderStrong: '#ffffff',
    accent: '#ffff00',
    accentText: '#000000',
    focus: '#00ffff',
    correct: '#7CFC00',
    correctSurface: '#002200',
    wrong: '#ff8080',
    wrongSurface: '#330000',
    warning: '#ffa500',
    flagged: '#ffa500',
    highlight: '#0044aa',
    toast: '#ffff00',
    toastText: '#000000',
    overlay: 'rgba(0, 0, 0, 0.8)',
  },
});
