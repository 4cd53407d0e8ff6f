import { NavLink } from '@/lib/router';
import { getFullName } from '@inmuebles/shared/users/names';
import { roleLabels } from '@inmuebles/shared/users/roles';
import type { PublicUser } from '@inmuebles/shared/users/user-schema';
import { Avatar } from '@/components/ui/avatar';
import { dashboardNavItems, type DashboardNavItem } from '../utils/dashboard-nav';
import {
  BriefcaseIcon,
  CraneIcon,
  InboxIcon,
  KeyIcon,
  UploadIcon,
  UsersIcon,
} from '@/components/icons/action-icons';
import { HomeIcon, LogoutIcon } from '@/components/icons/navigation-icons';
import { BuildingIcon } from '@/components/icons/property-icons';

const icons: Record<DashboardNavItem['icon'], typeof HomeIcon> = {
  home: HomeIcon,
  building: BuildingIcon,
  crane: CraneIcon,
  briefcase: BriefcaseIcon,
  inbox: InboxIcon,
  users: UsersIcon,
  upload: UploadIcon,
  key: KeyIcon,
};

const linkBase =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500';

export interface SidebarContentProps {
  user: PublicUser;
  onLogout: () => void;
  isLoggingOut: boolean;
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate?: () => void;
}

/** What the sidebar holds: the user's identity, the area's sections and 'Cerrar Sesión'. */
export function SidebarContent({ user, onLogout, isLoggingOut, onNavigate }: SidebarContentProps) {
  const fullName = getFullName(user);
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-3 border-b border-slate-100 px-5 py-5">
        <Avatar name={fullName} imageUrl={user.avatar_url} size="md" />
        <div className="min-w-0">
          <p className="text-sm leading-snug font-semibold break-words text-slate-900">{fullName}</p>
          {user.role && <p className="truncate text-xs font-medium text-blue-700">{roleLabels[user.role]}</p>}
          {user.company?.name && <p className="truncate text-xs text-slate-500">{user.company.name}</p>}
        </div>
      </div>

      <nav aria-label="Panel de control" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {dashboardNavItems.map((item) => {
            const ItemIcon = icons[item.icon];
            return (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `${linkBase} ${isActive ? 'bg-blue-50 text-blue-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`
                  }
                >
                  {({ isActive }) => (
                    <>
                      <ItemIcon
                        className={`size-5 shrink-0 ${isActive ? 'text-blue-600' : 'text-slate-400'}`}
                      />
                      {item.label}
                    </>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="border-t border-slate-100 p-3">
        <button
          type="button"
          onClick={onLogout}
          disabled={isLoggingOut}
          className={`${linkBase} w-full text-red-600 hover:bg-red-50 disabled:opacity-60`}
        >
          <LogoutIcon className="size-5 shrink-0" />
          Cerrar Sesión
        </button>
      </div>
    </div>
  );
}
