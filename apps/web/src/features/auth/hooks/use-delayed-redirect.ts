import { useEffect } from 'react';
import { useNavigate } from '@/lib/router';

/**
 * Goes to `to` (replacing the current history entry) `delayMs` after `isEnabled` becomes true;
 * cancelled when the screen unmounts first.
 */
export function useDelayedRedirect(to: string, delayMs: number, isEnabled = true): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isEnabled) return;
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, to, delayMs, isEnabled]);
}
