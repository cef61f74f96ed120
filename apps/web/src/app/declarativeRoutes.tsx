import { Component, createContext, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';

/**
 * The route table is written in the data router's terms (`lazy` modules, `errorElement`, `hydrateFallbackElement`,
 * as src/routes.tsx, src/exam/routes.tsx, src/results/routes.tsx and src/staff/routes.tsx write it) and rendered
 * with the declarative router's useRoutes, which is half the script (docs/PERFORMANCE.md). This turns the first into
 * the second: a lazy module becomes a React.lazy element (its fallback the route's hydrateFallbackElement, else the
 * nearest Suspense: the layout's spinner), and an errorElement becomes an error boundary around the route's element.
 */
type LazyModule = { Component?: ComponentType | null; element?: ReactNode };

const RouteErrorContext = createContext<unknown>(undefined);

/** The error an errorElement is showing (the declarative router's stand-in for useRouteError). */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

type BoundaryProps = { fallback: ReactNode; locationKey: string; children: ReactNode };
type BoundaryState = { error: unknown; locationKey: string; failed: boolean };

/** Shows the route's errorElement for a render error below it, until the learner goes somewhere else. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, locationKey: this.props.locationKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey !== state.locationKey ? { error: undefined, failed: false, locationKey: props.locationKey } : null;
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>;
  }
}

function ErrorBoundaryAtLocation({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const location = useLocation();
  return (
    <RouteErrorBoundary fallback={fallback} locationKey={location.key}>
      {children}
    </RouteErrorBoundary>
  );
}

function lazyElement(load: () => Promise<LazyModule>): ReactNode {
  const Loaded = lazy(async () => {
    const module = await load();
    const Page = module.Component;
    const element = module.element;
    return { default: Page ?? (() => <>{element ?? <Outlet />}</>) };
  });
  return <Loaded />;
}

export function declarativeRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    let element: ReactNode = route.element ?? (route.Component ? <route.Component /> : undefined);
    if (typeof route.lazy === 'function') {
      const loaded = lazyElement(route.lazy as () => Promise<LazyModule>);
      element = route.hydrateFallbackElement ? <Suspense fallback={route.hydrateFallbackElement}>{loaded}</Suspense> : loaded;
    }
    if (route.errorElement) element = <ErrorBoundaryAtLocation fallback={route.errorElement}>{element ?? <Outlet />}</ErrorBoundaryAtLocation>;
    const base = { path: route.path, caseSensitive: route.caseSensitive, element };
    return route.index ? { ...base, index: true } : { ...base, children: route.children ? declarativeRoutes(route.children) : undefined };
  });
}
