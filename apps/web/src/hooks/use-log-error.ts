import { useEffect } from 'react';

/**
 * docs/product/public-and-auth.md §8: a failed load is logged to the console (the screen shows its own message or empty state).
 * Logs each failure once, when it appears.
 */
export function useLogError(error: unknown, message: string): void {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [error, message]);
}
