import { useRoutes } from '@/lib/router';
import { routes } from './routes';

/** The screen the route table picks for the current address: the same tree in the browser, on the server and in tests. */
export function AppRoutes() {
  return useRoutes(routes);
}
