import { Suspense } from 'react';
import { Outlet, useLocation } from '@/lib/router';
import { AppFooter } from '@/components/layout/app-footer';
import { AppHeader } from '@/components/layout/app-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { MarkupTakenOver } from './markup-taken-over';
import { useRouteFocus } from './use-route-focus';
import { useScrollRestoration } from './use-scroll-restoration';

/** The addresses of the signed-in shell (the dashboard layout), profile and settings included. */
const signedInShellPath = /^\/(dashboard|profile|settings)(\/|$)/;

/**
 * Frame of every screen. The company page brings its own branded header and footer, so the app's
 * are hidden on any address containing /empresa/; the signed-in area has no public footer. While a
 * screen's code loads, its area fills the screen, so the footer never shows and then jumps away (CLS).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const isCompanyPage = pathname.includes('/empresa/');
  const showFooter = !isCompanyPage && !signedInShellPath.test(pathname);
  useRouteFocus('contenido');
  useScrollRestoration();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenido"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-blue-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Saltar al contenido
      </a>
      {!isCompanyPage && <AppHeader />}
      <main id="contenido" className="flex flex-1 flex-col">
        <Suspense
          fallback={
            <div className="min-h-dvh">
              <PageSpinner />
            </div>
          }
        >
          <Outlet />
          <MarkupTakenOver />
        </Suspense>
      </main>
      {showFooter && <AppFooter />}
    </div>
  );
}
