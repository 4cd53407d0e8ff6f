import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { whenNear } from '@/hooks/use-is-near';
import { isHydrating } from '@/lib/hydration';

/**
 * A component whose code loads when its place comes near the window, for sections far down a public page
 * (docs/performance.md "The first view"). On a page drawn on the server its HTML stays as the server sent
 * it, in a Suspense boundary React leaves unhydrated, until then: nothing moves and nothing is drawn twice,
 * and a phone's first download and first seconds go to what is on screen. Drawn by the app itself (a later
 * screen, a signed-in visitor), it loads at once. The place is a `div` around the component: a caller puts
 * it where a block of its own changes no layout, and only where the component draws something.
 */
export function lazyNear<P extends object>(load: () => Promise<ComponentType<P>>) {
  let release: () => void = () => undefined;
  const near = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The first render decides for the whole page: while hydrating, the code waits for the place to be near.
  const Loaded = lazy(async () => {
    if (isHydrating()) await near;
    return { default: await load() };
  });

  function NearPlace(props: P) {
    const placeRef = useRef<HTMLDivElement>(null);
    const [waits] = useState(isHydrating);
    // Near is no state of this place: a render of it before the code arrives would reach the boundary
    // still unhydrated, and React would then drop the server's HTML and draw the section anew, late.
    useEffect(() => {
      const place = placeRef.current;
      if (!waits || !place) return release();
      return whenNear(place, release);
    }, [waits]);
    return (
      <div ref={placeRef}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </div>
    );
  }
  // Same props, no render: an update reaching the boundary before it hydrates would drop the server's HTML.
  return memo(NearPlace);
}
