import { useRef } from 'react';
import { Link } from '@/lib/router';
import { getFullName } from '@inmuebles/shared/users/names';
import { roleLabels } from '@inmuebles/shared/users/roles';
import type { PublicUser } from '@inmuebles/shared/users/user-schema';
import { useMenuButton } from '../../hooks/use-menu-button';
import { useRouteDisclosure } from '../../hooks/use-route-disclosure';
import { Avatar } from '../ui/avatar';
import { menuItemsFor } from './nav-items';

export interface UserMenuProps {
  user: PublicUser;
  onLogout: () => void;
}

const itemStyles =
  'flex w-full items-center rounded-md px-3 py-2 text-left text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500';

/**
 * Avatar button opening the signed-in user's panel: who is signed in, then a menu (WAI-ARIA menu button)
 * of the profile links and logout.
 */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const { isOpen, open, close } = useRouteDisclosure();
  const containerRef = useRef<HTMLDivElement>(null);
  const { buttonRef, menuRef, buttonProps, menuProps } = useMenuButton({
    isOpen,
    open,
    close,
    containerRef,
  });
  const fullName = getFullName(user);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        {...buttonProps}
        className="flex items-center gap-2 rounded-full p-0.5 pr-1 transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 sm:pr-2"
      >
        <Avatar name={fullName} imageUrl={user.avatar_url} />
        <span className="hidden max-w-32 truncate text-sm font-medium text-slate-700 lg:block">
          {user.first_name || fullName}
        </span>
        {/* Named by its content, so the visible name is part of the accessible one (WCAG 2.5.3). */}
        <span className="sr-only">Menú de usuario</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className={`hidden size-4 text-slate-400 transition-transform sm:block ${isOpen ? 'rotate-180' : ''}`}
        >
          <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
        </svg>
      </button>

      {isOpen && (
        <div className="absolute right-0 z-50 mt-2 w-72 origin-top-right rounded-xl border border-slate-200 bg-white p-2 shadow-lg ring-1 ring-black/5">
          <div className="flex items-center gap-3 px-3 py-3">
            <Avatar name={fullName} imageUrl={user.avatar_url} size="md" />
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{fullName}</p>
              <p className="text-sm break-words text-slate-500">{user.email}</p>
              {user.role && (
                <span className="mt-1 inline-block rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-700">
                  {roleLabels[user.role]}
                </span>
              )}
            </div>
          </div>
          <div className="my-1 border-t border-slate-100" />
          <div ref={menuRef} {...menuProps} aria-label="Menú de usuario">
            {menuItemsFor(user.role).map((item) => (
              <Link
                key={item.to}
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                onClick={close}
                className={`${itemStyles} text-slate-700 hover:bg-slate-100`}
              >
                {item.label}
              </Link>
            ))}
            <div role="separator" className="my-1 border-t border-slate-100" />
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={onLogout}
              className={`${itemStyles} font-medium text-red-600 hover:bg-red-50`}
            >
              Cerrar Sesión
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
