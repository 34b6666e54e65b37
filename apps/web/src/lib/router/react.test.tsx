import { Suspense, use } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Link,
  NavLink,
  Outlet,
  Router,
  RouterProvider,
  useLocation,
  useSearchParams,
} from './index.ts';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function Search() {
  const [params, setParams] = useSearchParams();
  return (
    <button
      type="button"
      onClick={() =>
        setParams({ page: String(Number(params.get('page') ?? 1) + 1) }, { replace: true })
      }
    >
      next page
    </button>
  );
}

function Page() {
  return (
    <>
      <Where />
      <Link to="/vip">vip</Link>
      <NavLink to="/vip" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        vip nav
      </NavLink>
      <NavLink to="/" end>
        home nav
      </NavLink>
      <Search />
    </>
  );
}

function setup(url = '/') {
  window.history.replaceState(null, '', url);
  const router = new Router({
    routes: [{ path: '*', layout: 'main', Component: Page }],
    layouts: { main: { Component: Outlet, ErrorView: () => null } },
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('links', () => {
  it('a plain click navigates in the app; a click with a modifier is left to the browser', () => {
    setup();
    const link = screen.getByRole('link', { name: 'vip' });
    expect(link).toHaveAttribute('href', '/vip');
    const opened = fireEvent.click(link, { ctrlKey: true });
    expect(opened).toBe(true); // not prevented: a new tab
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    act(() => void fireEvent.click(link));
    expect(screen.getByTestId('where')).toHaveTextContent('/vip');
    expect(window.location.pathname).toBe('/vip');
  });

  it('NavLink marks the current page (case-insensitively); `end` keeps home off below it', () => {
    setup('/VIP');
    const vip = screen.getByRole('link', { name: 'vip nav' });
    expect(vip).toHaveAttribute('aria-current', 'page');
    expect(vip).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'home nav' })).not.toHaveAttribute('aria-current');
  });

  it('useSearchParams changes the query in place and keeps the path', () => {
    setup('/records?page=1');
    const before = window.history.length;
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'next page' })));
    expect(screen.getByTestId('where')).toHaveTextContent('/records?page=2');
    expect(window.history.length).toBe(before);
  });
});

describe('drawing a new page', () => {
  it('happens in a transition: the page before stays up while the next one is not ready', async () => {
    let release!: () => void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    function Slow() {
      // Suspends until released, as a page waiting for its data would.
      use(ready);
      return <p>second page</p>;
    }
    function First() {
      return <Link to="/slow">go</Link>;
    }
    window.history.replaceState(null, '', '/');
    const router = new Router({
      routes: [
        { path: '', layout: 'main', Component: First },
        { path: 'slow', layout: 'main', Component: Slow },
        { path: '*', layout: 'main', Component: First },
      ],
      layouts: {
        main: {
          Component: () => (
            <Suspense fallback={<p>loading</p>}>
              <Outlet />
            </Suspense>
          ),
          ErrorView: () => null,
        },
      },
    });
    render(<RouterProvider router={router} />);
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'go' })));
    // A synchronous update would have replaced the page with the fallback.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('link', { name: 'go' })).toBeInTheDocument();
    await act(async () => {
      release();
      await ready;
    });
    expect(await screen.findByText('second page')).toBeInTheDocument();
  });
});
