export { Router, resolveUrl, pathOf } from './router.ts';
export type {
  LayoutDef,
  NavigateOptions,
  PageRoute,
  RouterLocation,
  RouterState,
} from './router.ts';
export {
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useRouteHandleOf,
  useSearchParams,
} from './react.tsx';
export type { LinkProps, NavLinkProps } from './react.tsx';
