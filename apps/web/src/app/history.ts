import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';

/**
 * The site's history, with a veto on Back and Forward. The site renders its routes with the plain (declarative)
 * router rather than the data router, which is twice the script on every page (docs/PERFORMANCE.md); the one data
 * router feature it used was useBlocker, for the exam runners' 'Are you sure you want to leave this page?'. This
 * does the same the same way: a guarded POP is not passed to the router, the browser is sent back to where it was,
 * and the guard's owner then lets it through (proceed) or not (reset).
 */
export type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<RouterHistory['listen']>[0];
export type HistoryUpdate = Parameters<Listener>[0];

export type PopBlocker = {
  state: 'blocked' | 'unblocked';
  /** Goes ahead with the blocked Back or Forward. */
  proceed: () => void;
  /** Stays on the page. */
  reset: () => void;
};

type Guard = { shouldBlock: (update: HistoryUpdate) => boolean; onBlocked: (blocked: { proceed(): void; reset(): void }) => void };

export type GuardedHistory = RouterHistory & { block(guard: Guard): () => void };

/** Wraps a router history (browser or memory) so guards can hold a POP navigation. */
export function guardHistory(history: RouterHistory): GuardedHistory {
  const guards = new Set<Guard>();
  // The browser's own pop caused by sending it back (skip) and the one that carries out a proceed (pass).
  let skip = 0;
  let pass = 0;
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => history.push(to, state),
    replace: (to, state) => history.replace(to, state),
    go: (n) => history.go(n),
    listen(listener) {
      return history.listen((update) => {
        if (update.action === 'POP' && skip > 0) {
          skip -= 1;
          return;
        }
        if (update.action === 'POP' && pass > 0) {
          pass -= 1;
          listener(update);
          return;
        }
        const delta = update.delta;
        const guard = update.action === 'POP' && delta ? [...guards].find((g) => g.shouldBlock(update)) : undefined;
        if (!guard || !delta) {
          listener(update);
          return;
        }
        skip += 1;
        history.go(-delta);
        guard.onBlocked({
          proceed: () => {
            pass += 1;
            history.go(delta);
          },
          reset: () => undefined,
        });
      });
    },
    block(guard) {
      guards.add(guard);
      return () => void guards.delete(guard);
    },
  };
}

/** The browser history the site runs on (main.tsx's App). */
export function createSiteHistory(): GuardedHistory {
  return guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
}

export const HistoryContext = createContext<GuardedHistory | null>(null);

/**
 * useBlocker for the declarative router: while `shouldBlock` says so, Back and Forward are held and `state` turns
 * 'blocked' until proceed() or reset(). Without a guarded history above it (a page story), nothing is blocked.
 */
export function usePopBlocker(shouldBlock: (update: HistoryUpdate) => boolean): PopBlocker {
  const history = useContext(HistoryContext);
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  const [held, setHeld] = useState<{ proceed(): void; reset(): void } | null>(null);
  useEffect(() => {
    if (!history) return undefined;
    return history.block({ shouldBlock: (update) => latest.current(update), onBlocked: (blocked) => setHeld(blocked) });
  }, [history]);
  return useMemo(
    () => ({
      state: held ? 'blocked' : 'unblocked',
      proceed: () => {
        held?.proceed();
        setHeld(null);
      },
      reset: () => {
        held?.reset();
        setHeld(null);
      },
    }),
    [held],
  );
}
