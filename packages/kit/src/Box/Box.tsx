import { createElement, type HTMLAttributes, type ElementType } from 'react';
import { sprinkles, type Sprinkles } from '../styles/sprinkles.css';

export type BoxProps = Sprinkles & HTMLAttributes<HTMLElement> & {
  /** The element to render. @default 'div' */
  as?: ElementType;
};

/** A layout element styled only through the sprinkles atoms. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else rest[key] = value;
  }
  const atoms = sprinkles(atomProps as Sprinkles);
  return createElement(as, { ...rest, className: [atoms, className].filter(Boolean).join(' ') });
}
