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
