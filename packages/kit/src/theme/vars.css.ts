import { createThemeContract } from '@vanilla-extract/css';

/** The theme contract: every colour, space and type token a primitive may use. Themes fill it in. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    accent: null,
    accentText: null,
    focus: null,
    correct: null,
    correctSurface: null,
    wrong: null,
    wrongSurface: null,
    warning: null,
    flagged: null,
    highlight: null,
    toast: null,
    toastText: null,
    overlay: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null, full: null },
  font: { body: null, mono: null },
  fontSize: { sm: null, md: null, lg: null, xl: null },
  lineHeight: { body: null, tight: null },
  shadow: { raised: null },
});

