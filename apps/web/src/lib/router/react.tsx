import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  startTransition,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import {
  pathOf,
  resolveUrl,
  type NavigateOptions,
  type Router,
  type RouterLocation,
  type RouterState,
} from './router.ts';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks need a <RouterProvider>');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('Router hooks need a <RouterProvider>');
  return state;
}

/**
 * Draws the current page in its layout and follows the browser's back and forward.
 *
 * A new page is drawn in a transition: React renders it in slices, yielding to the browser
 * between them, while the page before stays up. (An external-store subscription would render
 * every navigation synchronously: a page whose chunk arrived after the first paint was one long
 * task of the page's thread, ~85 ms for the account record here, four times that on a phone.)
 */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.getState);
  useEffect(() => {
    const update = () => startTransition(() => setState(router.getState()));
    const unsubscribe = router.subscribe(update);
    // A navigation that finished between the first render and this subscription.
    update();
    return unsubscribe;
  }, [router]);
  useEffect(() => {
    window.addEventListener('popstate', router.handlePop);
    return () => window.removeEventListener('popstate', router.handlePop);
  }, [router]);
  const layout = router.layouts[state.route.layout];
  if (!layout) throw new Error(`No layout "${state.route.layout}"`);
  const { Component: Layout, Fallback, ErrorView } = layout;
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>
        <ErrorBoundary fallback={() => <ErrorView />}>
          {!state.Page && !state.error && Fallback ? <Fallback /> : <Layout />}
        </ErrorBoundary>
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Where a layout draws its page. */
export function Outlet() {
  const router = useRouter();
  const { Page, error, route, location } = useRouterState();
  const layout = router.layouts[route.layout];
  const PageFallback = layout?.PageFallback;
  const ErrorView = layout?.ErrorView;
  if (error) return ErrorView ? <ErrorView /> : null;
  if (!Page) return PageFallback ? <PageFallback /> : null;
  // A new page (or the same one at a new address) starts with a fresh boundary.
  return (
    <ErrorBoundary
      key={`${route.path}|${location.key}`}
      fallback={() => (ErrorView ? <ErrorView /> : null)}
    >
      <Page />
    </ErrorBoundary>
  );
}

export function useLocation(): RouterLocation {
  return useRouterState().location;
}

/** The matched route's static data (routes.tsx). */
export function useRouteHandleOf<Handle>(): Handle | undefined {
  return useRouterState().route.handle as Handle | undefined;
}

export function useNavigate(): Router['navigate'] {
  return useRouter().navigate;
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The address's query and a setter that keeps the path (and pushes unless told to replace). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      const query = new URLSearchParams(value).toString();
      void navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [params, navigate],
  );
  return [params, setParams];
}

/** A plain left click that the app should handle (not a new tab, window or download). */
function isAppClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  // Rendering reads the current address so relative links (`?page=2`) stay right.
  useLocation();
  const url = resolveUrl(to);
  const href = url.origin === window.location.origin ? pathOf(url) : url.href;
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isAppClick(event, target) || url.origin !== window.location.origin) return;
        event.preventDefault();
        void navigate(href, { replace, state });
      }}
    />
  );
}

interface NavLinkState {
  isActive: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style'> {
  /** Active only on this exact path, not below it. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: LinkProps['style'] | ((state: NavLinkState) => LinkProps['style']);
  children?: ReactNode;
}

/** A link that knows whether it points at the current page (case-insensitive, as routes are). */
export function NavLink({ to, end, className, style, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = resolveUrl(to)
    .pathname.toLowerCase()
    .replace(/(.)\/+$/, '$1');
  const here = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const isActive = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  const state = { isActive };
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
      style={typeof style === 'function' ? style(state) : style}
    />
  );
}
