// '@bandwise/kit/vars': what an app's own .css.ts files take from the kit, and nothing else: the theme contract, the
// breakpoints and the shared declaration sets. Importing them from the barrel instead would make vanilla-extract
// evaluate every primitive's styles and attach all of them to each of the app's style sheets.
export { vars } from '../theme/vars.css';
export { media } from '../theme/tokens';
export * from './fragments';
