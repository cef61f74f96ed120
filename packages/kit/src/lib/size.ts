import { cva } from 'class-variance-authority';

/** The size scale of the kit's sized primitives (Modal, ScoreBadge); 'md' unless a size is asked for. */
export const sizes = ['sm', 'md', 'lg'] as const;
export type Size = (typeof sizes)[number];

/** A primitive's class names by size on top of its base class, for cva's `size` prop. */
export function sizeVariants(base: string, size: Record<Size, string>) {
  return cva(base, { variants: { size }, defaultVariants: { size: 'md' } });
}
