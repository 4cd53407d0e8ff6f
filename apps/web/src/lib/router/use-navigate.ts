import { useCallback, useLayoutEffect, useRef } from 'react';
import { resolveTo, type To } from './path';
import { useRouter, type NavigateOptions } from './router-context';

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Back (-1) or forward (1) through the history. */
  (delta: number): void;
}

/**
 * Navigates from code. Relative targets ("?page=2") resolve against the history's latest entry, so two
 * navigations in one tick build on each other.
 *
 * Calls from a component that has never been on screen are ignored, as React Router does: a component
 * first rendered inside content that Suspense keeps hidden (the page being left while the next one's
 * code loads) runs its effects but not its layout effects, and a redirect from there would act on a page
 * nobody sees. The logout relies on it: it leaves a login-required page, then clears the session, and
 * that page's guard, re-rendered while hidden, must not send the visitor to /login.
 */
export function useNavigate(): NavigateFunction {
  const { navigator } = useRouter();
  const shown = useRef(false);
  useLayoutEffect(() => {
    shown.current = true;
  });
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (!shown.current) return;
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      const path = resolveTo(to, navigator.latest());
      if (options.replace) navigator.replace(path, options);
      else navigator.push(path, options);
    },
    [navigator],
  ) as NavigateFunction;
}
