import type { ReactNode } from 'react';

export const headingLevels = [2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/** One level deeper, capped at h6, for nested headings (part -> group -> block). */
export function deeper(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}

/** A heading whose level the page decides: renderers sit under different page outlines in the runner and in stories. */
export function Heading({ level, className, id, children }: { level: HeadingLevel; className?: string; id?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}
