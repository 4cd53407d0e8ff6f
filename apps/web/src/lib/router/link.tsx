import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { createPath, resolveTo, type To } from './path';
import { useLocation } from './router-context';
import { useNavigate } from './use-navigate';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current entry; by default only a link to the current address does. */
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** "https://…", "mailto:…", "//host/…": another site, which the browser opens itself. */
const isExternal = (to: To) => typeof to === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);

/** A click the app handles: the main button, no modifier (those open a new tab or window), this window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A real link (`href`, so it opens in a new tab and works before the app starts) that the app follows itself. */
export function Link({ to, replace, state, preventScrollReset, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const external = isExternal(to);
  const href = external ? (to as string) : createPath(resolveTo(to, location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (external || !isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(href, {
      replace: replace ?? createPath(location) === href,
      state,
      preventScrollReset,
    });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkState {
  isActive: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active only on its own path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}

/**
 * A Link that knows whether it leads to the current page or a page below it (ignoring case), and says so
 * with `aria-current="page"`. A link to "/" is active on "/" only.
 */
export function NavLink({ end = false, className, children, ...rest }: NavLinkProps) {
  const location = useLocation();
  const toPathname = resolveTo(rest.to, location).pathname.toLowerCase();
  const pathname = location.pathname.toLowerCase();
  const base = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.slice(0, -1) : toPathname;
  const isActive =
    pathname === toPathname ||
    (!end && toPathname !== '/' && pathname.startsWith(base) && pathname.charAt(base.length) === '/');
  const state = { isActive };
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
