import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';

/**
 * Finds where a portal (dialog, popover) should mount so it keeps the exam's theme: theme tokens are CSS variables
 * on the nearest ThemeRoot, and a portal straight into document.body would lose them (the high-contrast setting
 * would stop at the dialog). Render `anchor` where the component sits; pass `container` to the Radix Portal.
 * `ready` is false until the first layout pass, so a dialog open on mount is placed once, not moved.
 */
export function useThemePortal(override?: HTMLElement | null): {
  anchor: ReactElement;
  container: HTMLElement | undefined;
  ready: boolean;
} {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [found, setFound] = useState<{ element: HTMLElement | null } | null>(null);
  useLayoutEffect(() => {
    setFound({ element: anchorRef.current?.closest<HTMLElement>('[data-theme]') ?? null });
  }, []);
  const container = override ?? found?.element ?? undefined;
  return {
    anchor: <span ref={anchorRef} hidden data-portal-anchor="" />,
    container,
    ready: override !== undefined || found !== null,
  };
}
