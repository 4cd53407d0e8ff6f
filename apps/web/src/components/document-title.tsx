import { useLayoutEffect } from 'react';

/**
 * The tab's title while the screen that renders it is shown. React 19 hoists a `<title>` element into
 * `<head>`; the browser build runs on preact/compat (apps/web/vite.config.ts), which leaves elements where
 * they stand, so the title goes through `document.title` instead, the same under both. Leaving the screen
 * puts back the title it found (the server-built head's, or the previous screen's until the next one sets
 * its own).
 */
export function DocumentTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = children;
    return () => {
      document.title = previous;
    };
  }, [children]);
  return null;
}
