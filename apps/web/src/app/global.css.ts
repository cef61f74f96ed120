import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@bandwise/kit/vars';

globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { background: vars.color.background });
globalStyle('img, svg, video', { maxWidth: '100%' });
