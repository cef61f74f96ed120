import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePopBlocker } from '../../app/history';
import { useExamEnvironment } from './environment';

export const LEAVE_PAGE_QUESTION = 'Are you sure you want to leave this page?';

export const violationReasons = ['hidden', 'fullscreen'] as const;
/** 'hidden': the learner switched tab or window; 'fullscreen': full screen was left. */
export type ViolationReason = (typeof violationReasons)[number];

export interface ExamGuardsOptions {
  /** Guards are on from Start until the exam is left, finished or ended. */
  active: boolean;
  /** Leaving full screen or switching tab ends the exam, as the start modal warns. Called once per activation. */
  onViolation: (reason: ViolationReason) => void;
}

export interface ExamGuards {
  /** Lets the next navigation through: 'Leave exam', a finished exam. */
  release: () => void;
}

/**
 * The runners' exam rules (seed 001 section 2, PRODUCT.md section 7):
 * - closing or reloading the tab asks the browser's confirmation (beforeunload);
 * - Back asks 'Are you sure you want to leave this page?' and stays when declined;
 * - leaving full screen or hiding the page ends the exam through onViolation.
 */
export function useExamGuards({ active, onViolation }: ExamGuardsOptions): ExamGuards {
  const released = useRef(false);
  const violated = useRef(false);
  const latest = useRef(onViolation);
  latest.current = onViolation;

  // Layout effects: armed in the same commit that puts the exam on screen. As passive effects they waited for a paint
  // (and with Preact's renderer, a frame and a task more), a window in which a tab switch went unnoticed.
  useLayoutEffect(() => {
    if (active) {
      released.current = false;
      violated.current = false;
    }
  }, [active]);

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  const blocker = usePopBlocker(() => active && !released.current);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_PAGE_QUESTION)) {
      released.current = true;
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker]);

  useLayoutEffect(() => {
    if (!active) return undefined;
    // Only a full screen the exam was in can be left; a browser that refused it has nothing to leave.
    let wasFullscreen = Boolean(document.fullscreenElement);
    const fire = (reason: ViolationReason) => {
      if (released.current || violated.current) return;
      violated.current = true;
      latest.current(reason);
    };
    // A page being closed turns hidden too, and leaves full screen: closing the tab (after the browser's own
    // confirmation) is leaving, to resume later from My Result, not switching away, and must not submit the section as
    // a violation. Chromium fires pagehide first, then visibilitychange (measured in its headless shell; a fetch sent
    // then still reaches the server); the order of fullscreenchange, and of both in other engines, is not promised, so
    // a violation waits one task for a pagehide that cancels it.
    let leaving = false;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const fireUnlessLeaving = (reason: ViolationReason) => {
      if (leaving) return;
      clearTimeout(pending);
      pending = setTimeout(() => {
        if (!leaving) fire(reason);
      }, 0);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') fireUnlessLeaving('hidden');
    };
    const onPageHide = () => {
      leaving = true;
      clearTimeout(pending);
    };
    // Back from the browser's page cache: the page is the learner's again.
    const onPageShow = () => {
      leaving = false;
    };
    const onFullscreen = () => {
      if (document.fullscreenElement) wasFullscreen = true;
      else if (wasFullscreen) fireUnlessLeaving('fullscreen');
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      clearTimeout(pending);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [active]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { release };
}

/** Leaves full screen when the exam is over, so the learner is not left in it on the results list. */
export function exitFullscreen(): void {
  if (typeof document !== 'undefined' && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}

/** 'Leave exam': back one page, then a reload after 1 s (seed 001 section 2). */
export function useLeaveExam(release: () => void): () => void {
  const navigate = useNavigate();
  const { reload } = useExamEnvironment();
  return useCallback(() => {
    release();
    exitFullscreen();
    navigate(-1);
    setTimeout(reload, 1000);
  }, [navigate, reload, release]);
}
