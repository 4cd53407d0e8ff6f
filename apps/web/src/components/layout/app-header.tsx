import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from '@/lib/router';
import { signInFromState } from '../../lib/auth-redirect';
import { useCurrentUser } from '../../lib/session';
import { buttonStyles } from '../ui/button-styles';
import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import {
  navLinkStyles,
  ownerPublishItem,
  publicNavItems,
  searcherMenuItems,
  type NavItem,
} from './nav-items';

// Guests, whose pages the server draws, never see it: their first download does without its code.
const SignedInMenu = lazy(async () => ({ default: (await import('./signed-in-menu')).SignedInMenu }));
/** The avatar button's place while its code loads. */
const menuPlaceholder = <span aria-hidden="true" className="block size-9 rounded-full bg-slate-100" />;

const memberItems: readonly NavItem[] = [...publicNavItems, { to: '/dashboard', label: 'Panel' }];
const searcherItems: readonly NavItem[] = [...publicNavItems, ...searcherMenuItems, ownerPublishItem];
/** A platform admin also reaches the console (docs/product/trust-and-admin.md). */
const adminItems: readonly NavItem[] = [...memberItems, { to: '/admin', label: 'Consola' }];

/** The site-wide sticky header: logo, main links, and either the guest links or the user menu. */
export function AppHeader() {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  // A searcher who signs in from here comes back to this page (a member goes to the panel).
  const signInState = signInFromState(pathname, search);
  const guestItems: readonly NavItem[] = [
    ...publicNavItems,
    { to: '/login', label: 'Iniciar Sesión', state: signInState },
    { to: '/register', label: 'Registrarse' },
  ];

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-8">
          <BrandLogo />
          <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
            {publicNavItems.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className={navLinkStyles}>
                {item.label}
              </NavLink>
            ))}
          </nav>
        </div>

        <div className="flex items-center gap-2">
          {user ? (
            <>
              {/* Wide screens only: on a phone it is in the menu (the button's own display would win over `hidden`). */}
              {user.role === 'user' && (
                <span className="hidden md:block">
                  <Link to={ownerPublishItem.to} className={buttonStyles('secondary', 'sm')}>
                    {ownerPublishItem.label}
                  </Link>
                </span>
              )}
              {user.role !== 'user' && (
                <NavLink
                  to="/dashboard"
                  className={(state) => `hidden md:inline-flex ${navLinkStyles(state)}`}
                >
                  Panel
                </NavLink>
              )}
              {user.role === 'admin' && (
                <NavLink to="/admin" className={(state) => `hidden md:inline-flex ${navLinkStyles(state)}`}>
                  Consola
                </NavLink>
              )}
              <Suspense fallback={menuPlaceholder}>
                <SignedInMenu user={user} />
              </Suspense>
            </>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Link to="/login" state={signInState} className={buttonStyles('ghost', 'sm')}>
                Iniciar Sesión
              </Link>
              <Link to="/register" className={buttonStyles('primary', 'sm')}>
                Registrarse
              </Link>
            </div>
          )}
          <MobileMenu
            items={
              user
                ? user.role === 'user'
                  ? searcherItems
                  : user.role === 'admin'
                    ? adminItems
                    : memberItems
                : guestItems
            }
          />
        </div>
      </div>
    </header>
  );
}
