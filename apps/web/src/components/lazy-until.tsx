import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { isHydrating } from '@/lib/hydration';

/** Watches a section's place and calls `load` when its code is wanted; returns what stops watching. */
export type LoadWhen = (place: HTMLElement, load: () => void) => (() => void) | undefined;

/**
 * A component whose code loads when `when` asks for it, for parts of a page drawn on the server that a
 * visitor does not use at first: far down the page (lazy-near.tsx), hidden on a phone (the listing's
 * filters). Until then its HTML stays as the server sent it, in a Suspense boundary React leaves
 * unhydrated: nothing moves and nothing is drawn twice, and a phone's first download and first seconds go to
 * what is on screen (docs/performance.md "The first view"). Drawn by the app itself (a later screen, a
 * signed-in visitor), it loads at once. `load()` asks for it early (a pointer on the button that shows it).
 * The place is a `div` around the component (`placeClassName`: `contents` for one that takes no box).
 */
export function lazyUntil<P extends object>(
  load: () => Promise<ComponentType<P>>,
  when: LoadWhen,
  placeClassName?: string,
) {
  let release: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The first render decides for the whole page: while hydrating, the code waits until it is wanted.
  const Loaded = lazy(async () => {
    if (isHydrating()) await wanted;
    return { default: await load() };
  });

  function Place(props: P) {
    const placeRef = useRef<HTMLDivElement>(null);
    const [waits] = useState(isHydrating);
    const [firstProps] = useState(props);
    // Rendered again only for new props (memo below). A boundary updated before it hydrates loses the
    // server's HTML, and a navigation (a transition) waits for it: the code must be on its way, now.
    if (props !== firstProps) release();
    // Being wanted is no state of this place: a render of it would be an update of the boundary.
    useEffect(() => {
      const place = placeRef.current;
      if (!waits || !place) return release();
      return when(place, release);
    }, [waits]);
    return (
      <div ref={placeRef} className={placeClassName}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </div>
    );
  }
  // Same props, no render: the server's HTML stays until the code is wanted.
  return Object.assign(memo(Place), { load: () => release() });
}
