// A small router with the part of react-router's API the app uses (nested routes, index and `*`
// routes, Link, NavLink, Navigate, Outlet, useLocation, useNavigate; browser and memory history).
// react-router was a quarter of the JavaScript needed before the first screen (DESIGN section 7).
import {
  Component, createContext, useContext, useEffect, useSyncExternalStore,
  type AnchorHTMLAttributes, type MouseEvent, type ReactNode,
} from 'react';

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface Router {
  readonly routes: RouteObject[];
  readonly state: { location: Location };
  navigate(to: string, options?: NavigateOptions): void;
  subscribe(listener: () => void): () => void;
}

function parse(to: string): Location {
  const url = new URL(to, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function makeRouter(routes: RouteObject[], initial: Location, write: (to: string, replace: boolean) => void): Router & { set(location: Location): void } {
  const listeners = new Set<() => void>();
  const router = {
    routes,
    state: { location: initial },
    set(location: Location) {
      router.state = { location };
      for (const listener of listeners) listener();
    },
    navigate(to: string, options: NavigateOptions = {}) {
      write(to, options.replace ?? false);
      router.set(parse(to));
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return router;
}

/** The app's router on window.history; the back and forward buttons re-render the routes too. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  const current = () => parse(window.location.pathname + window.location.search + window.location.hash);
  const router = makeRouter(routes, current(), (to, replace) => {
    if (replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
  });
  window.addEventListener('popstate', () => router.set(current()));
  return router;
}

/** A router on an in-memory history (tests). */
export function createMemoryRouter(routes: RouteObject[], options: { initialEntries?: string[] } = {}): Router {
  const entries = options.initialEntries ?? ['/'];
  return makeRouter(routes, parse(entries[entries.length - 1]), () => {});
}

function join(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`;
}

/** The branch of routes matching the path, outermost first; null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string, base = '/'): RouteObject[] | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const route of routes) {
    const full = route.path === undefined ? base : join(base, route.path);
    if (route.index) {
      if (path === (base.replace(/\/+$/, '') || '/')) return [route];
      continue;
    }
    if (route.path === '*' || route.path?.endsWith('/*')) {
      const prefix = full.slice(0, -1).replace(/\/+$/, '');
      if (path === prefix || path.startsWith(`${prefix}/`) || prefix === '') return [route];
      continue;
    }
    const inside = path === full || path.startsWith(`${full.replace(/\/$/, '')}/`) || full === '/';
    if (route.children && inside) {
      const rest = matchRoutes(route.children, pathname, full);
      if (rest) return [route, ...rest];
    }
    if (!route.children && path === (full.replace(/\/+$/, '') || '/')) return [route];
  }
  return null;
}

const RouterContext = createContext<Router | null>(null);
const OutletContext = createContext<ReactNode>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks need a RouterProvider');
  return router;
}

export function useLocation(): Location {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, () => router.state.location);
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const router = useRouter();
  return router.navigate;
}

export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export function Link({ to, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified || (rest.target && rest.target !== '_self')) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}

export function NavLink({ end, className, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const active = pathname === props.to || (!end && pathname.startsWith(`${props.to}/`));
  return (
    <Link {...props} aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined} />
  );
}

/** The router's default error page, as the spec describes it. */
class RouteErrorBoundary extends Component<{ children: ReactNode; pathname: string }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidUpdate(previous: { pathname: string }) {
    if (previous.pathname !== this.props.pathname && this.state.error) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="screen">
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{this.state.error.message}</h3>
      </main>
    );
  }
}

export function RouterProvider({ router }: { router: Router }) {
  const location = useSyncExternalStore(router.subscribe, () => router.state.location);
  const branch = matchRoutes(router.routes, location.pathname) ?? [];
  const tree = branch.reduceRight<ReactNode>(
    (outlet, route) => <OutletContext.Provider value={outlet}>{route.element ?? <Outlet />}</OutletContext.Provider>,
    null,
  );
  return (
    <RouterContext.Provider value={router}>
      <RouteErrorBoundary pathname={location.pathname}>{tree}</RouteErrorBoundary>
    </RouterContext.Provider>
  );
}
