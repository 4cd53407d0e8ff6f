import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest value: async handlers (a delete that answers after the user
 * reordered) read the current draft instead of the one they closed over.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
