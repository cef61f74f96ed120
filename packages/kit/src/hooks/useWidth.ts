import { useLayoutEffect, useState } from 'react';

/**
 * An element's width in CSS px, measured before paint and again whenever it changes; null until measured (no element
 * yet, or no layout). Pass the element itself (a callback ref's state), so one that appears later is measured too.
 */
export function useWidth(element: HTMLElement | null): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
