import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  color: 'inherit',
});

export const ring = style({
  display: 'block',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A slower turn still says "working" to learners who asked for less motion.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

export const size = styleVariants({
  sm: { width: '1em', height: '1em' },
  md: { width: '1.5rem', height: '1.5rem', borderWidth: 3 },
  lg: { width: '2.5rem', height: '2.5rem', borderWidth: 4 },
});
