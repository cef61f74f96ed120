/** Shared non-colour tokens: both themes use the same spacing and type scale. */
export const baseTokens = {
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '4px', md: '8px', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
    mono: 'ui-monospace, "DejaVu Sans Mono", Menlo, monospace',
  },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem' },
  lineHeight: { body: '1.5', tight: '1.25' },
  shadow: { raised: '0 4px 16px rgba(15, 23, 42, 0.16)' },
};

/**
 * The layout breakpoints, as media queries for vanilla-extract's '@media': one scale for the kit and the site
 * (`'@media': { [media.md]: {...} }`). Mobile first: each applies from its width up; `phone` is the one upper bound,
 * for the narrowest phones.
 */
export const media = {
  phone: 'screen and (max-width: 380px)',
  sm: 'screen and (min-width: 640px)',
  md: 'screen and (min-width: 768px)',
  lg: 'screen and (min-width: 1024px)',
  xl: 'screen and (min-width: 1200px)',
} as const;
