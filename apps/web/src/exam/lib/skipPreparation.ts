import { useEffect, useRef } from 'react';

/**
 * 'Start speaking now' ends a question's preparation early. The recorder is remounted without preparation and its
 * Record button pressed at once, which starts recording exactly as the end of preparation would. (A 1 ms preparation
 * instead can stall: the kit's countdown schedules no tick when its deadline passes before its effect runs.)
 */
export function useSkipToRecording(skipped: boolean) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!skipped) return;
    holder.current?.querySelector<HTMLButtonElement>('button[data-action="record"]')?.click();
  }, [skipped]);
  return holder;
}
