import { Suspense, type ReactNode } from 'react';
import { NavLink, Outlet } from '@/lib/router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { searcherMenuItems } from '@/components/layout/nav-items';

const tabStyles = ({ isActive }: { isActive: boolean }) =>
  `inline-flex shrink-0 items-center whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 ${
    isActive ? 'bg-blue-600 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;

/**
 * The one frame of a searcher's own pages (docs/product/searcher-accounts.md): "Mi cuenta" with the tabs
 * Mis favoritos, Búsquedas guardadas, Mis consultas, Mis inmuebles and Configuración over the page, the same on each, so
 * moving between them changes only the content. `children` replaces the outlet (a page drawn inside it).
 */
export function SearcherFrame({ children }: { children?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Mi cuenta</p>
      <nav aria-label="Mi cuenta" className="mt-2 mb-6 -mx-1 overflow-x-auto border-b border-slate-200 pb-2">
        <ul className="flex gap-1 px-1">
          {searcherMenuItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={tabStyles}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
    </div>
  );
}
