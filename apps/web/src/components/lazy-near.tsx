import type { ComponentType } from 'react';
import { whenNear } from '@/hooks/use-is-near';
import { lazyUntil } from './lazy-until';

/**
 * A component whose code loads when its place comes near the window, for sections far down a public page
 * (docs/performance.md "The first view"): until then the server's HTML stays, unhydrated (lazy-until.tsx).
 * The place is a `div` around the component: a caller puts it where a block of its own changes no layout,
 * and only where the component draws something.
 */
export function lazyNear<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyUntil(load, whenNear);
}
