import { useLocation, useNavigate } from '@/lib/router';
import type { ScreenNotice as Notice } from '@/components/ui/notice';

const isNotice = (value: unknown): value is Notice =>
  typeof value === 'object' &&
  value !== null &&
  ((value as Notice).tone === 'success' || (value as Notice).tone === 'error') &&
  typeof (value as Notice).text === 'string';

/**
 * Notices another screen handed over with the navigation (`state.notices`), e.g. the editor's save result.
 * Dismissing them clears the state, so going back and forth does not show them again.
 */
export function useRouterNotices() {
  const location = useLocation();
  const navigate = useNavigate();
  const raw: unknown = (location.state as { notices?: unknown } | null)?.notices;
  const notices = Array.isArray(raw) ? raw.filter(isNotice) : [];
  const dismiss = () =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  return { notices, dismiss };
}
