import { createTheme } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { baseTokens } from './tokens';

/** The everyday theme: dark blue accent, as the product's toasts and buttons. */
export const defaultTheme = createTheme(vars, {
  ...baseTokens,
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#cbd5e1',
    borderStrong: '#64748b',
    accent: '#1e3a8a',
    accentText: '#ffffff',
    focus: '#2563eb',
    correct: '#166534',
    correctSurface: '#dcfce7',
    wrong: '#b91c1c',
    wrongSurface: '#fee2e2',
    warning: '#b45309',
    flagged: '#a16207',
    highlight: '#fef08a',
    toast: '#1e3a8a',
    toastText: '#ffffff',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
});
