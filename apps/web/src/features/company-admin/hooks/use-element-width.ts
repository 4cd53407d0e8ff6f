import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, followed as it resizes, so an SVG can be drawn at its real size
 * (text stays readable on a phone instead of being scaled down with a fixed viewBox). Starts at
 * `initial` and stays there where ResizeObserver does not exist.
 */
export function useElementWidth<T extends HTMLElement>(initial: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
