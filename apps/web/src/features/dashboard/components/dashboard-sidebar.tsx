import { useCallback, useState } from 'react';
import { useLocation } from '@/lib/router';
import type { PublicUser } from '@inmuebles/shared/users/user-schema';
import { useDisclosureButton } from '@/hooks/use-disclosure-button';
import { useLogout } from '@/lib/use-logout';
import { sectionTitle } from '../utils/dashboard-nav';
import { CloseIcon, MenuIcon } from '@/components/icons/navigation-icons';
import { SidebarContent } from './sidebar-content';

/** Logs out to /login, also when the server call fails (docs/product/signed-in-area.md §2, docs/decisions.md). */
function useSidebarLogout() {
  const logout = useLogout();
  const [isLoggingOut, setLoggingOut] = useState(false);
  const onLogout = useCallback(async () => {
    setLoggingOut(true);
    await logout('/login');
  }, [logout]);
  return { onLogout: () => void onLogout(), isLoggingOut };
}

/** The fixed sidebar of wide screens, under the app header. */
export function DashboardSidebar({ user }: { user: PublicUser }) {
  const logout = useSidebarLogout();
  return (
    <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
      <div className="sticky top-16 h-[calc(100dvh-4rem)]">
        <SidebarContent user={user} {...logout} />
      </div>
    </aside>
  );
}

/**
 * Phones and tablets: a bar under the app header naming the section, whose menu button opens the
 * sidebar as a drawer (closed by a link, Escape, an outside tap or navigation).
 */
export function DashboardMobileBar({ user }: { user: PublicUser }) {
  const { pathname } = useLocation();
  const { isOpen, close, containerRef, panelId, buttonProps } = useDisclosureButton();
  const logout = useSidebarLogout();
  const section = sectionTitle(pathname);

  return (
    <div ref={containerRef} className="sticky top-16 z-30 lg:hidden">
      <div className="flex h-12 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
        <button
          {...buttonProps}
          className="-ml-2 inline-flex h-9 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
        >
          {isOpen ? <CloseIcon className="size-5 shrink-0" /> : <MenuIcon className="size-5 shrink-0" />}
          Menú del panel
        </button>
        {section && (
          <span className="ml-auto truncate text-sm text-slate-500">
            Panel <span aria-hidden="true">/</span>{' '}
            <span className="font-semibold text-slate-900">{section}</span>
          </span>
        )}
      </div>

      {isOpen && (
        <>
          <div aria-hidden="true" className="fixed inset-x-0 top-28 bottom-0 bg-slate-900/30" />
          <div
            id={panelId}
            className="fixed top-28 bottom-0 left-0 w-72 max-w-[85vw] overflow-y-auto border-r border-slate-200 bg-white shadow-xl"
          >
            <SidebarContent user={user} onNavigate={close} {...logout} />
          </div>
        </>
      )}
    </div>
  );
}
