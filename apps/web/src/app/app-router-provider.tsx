import { flushSync } from 'react-dom';
import { RouterProvider, type DataRouter } from 'react-router';

// react-router's own RouterProvider needs react-dom's flushSync for `navigate(to, { flushSync })`.
// (`react-router/dom` would pass it, but importing it loads a second router copy under Vitest.)
const flush = (fn: () => unknown): undefined => void flushSync(fn);

/** RouterProvider wired to react-dom, so synchronous navigations commit before session changes. */
export function AppRouterProvider({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} flushSync={flush} />;
}
