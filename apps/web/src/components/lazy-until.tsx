import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { isHydrating } from '@/lib/hydration';
import { RouterContext } from '@/lib/router/router-context';

const subscribeToNothing = () => () => undefined;

/** How long a held link waits for its section's code before the browser follows it. */
const HELD_LINK_MS = 4000;

/** True in a render that hydrates the server's HTML (React then reads the server's snapshot). */
function useIsHydratingThis(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => isHydrating(),
  );
}

/**
 * Calls `onUnanswered` with the target of each click inside `place` that React stops: it ignores events
 * inside a part it has not hydrated, before they reach the place. A click it answered reaches the place.
 * React does not keep the browser from following a link there: while `isWaiting()`, a plain click on a link
 * of this site is held (the app's router follows it once the code has drawn the section, as it would have:
 * a phone's first tap on a card then costs the section's code, not a whole new page); a link to another
 * tab or site, or a click with a modifier, is left to the browser.
 */
function keepUnansweredClicks(
  place: HTMLElement,
  onUnanswered: (target: HTMLElement) => void,
  isWaiting: () => boolean,
) {
  let pending: HTMLElement | null = null;
  const onClick = (event: Event) => {
    // An icon's shape is no HTMLElement to click again: the element around it is.
    let element = event.target instanceof Element ? event.target : null;
    while (element && !(element instanceof HTMLElement)) element = element.parentElement;
    const target = element;
    if (!(target instanceof HTMLElement) || !place.contains(target)) return;
    const link = target.closest('a[href]');
    if (link instanceof HTMLAnchorElement) {
      if (!isWaiting() || !followedByTheApp(event, link)) return;
      event.preventDefault();
      // Code that does not come (a lost connection, a chunk a new release removed) must not cost the tap:
      // the browser then follows the link itself, as it would have without the app.
      const { href } = link;
      setTimeout(() => {
        if (isWaiting()) window.location.assign(href);
      }, HELD_LINK_MS);
    }
    pending = target;
    // Once the click's dispatch is over: a click the place did not see went unanswered.
    setTimeout(() => {
      if (pending === target) onUnanswered(target);
      pending = null;
    }, 0);
  };
  const onAnswered = () => {
    pending = null;
  };
  document.addEventListener('click', onClick, true);
  place.addEventListener('click', onAnswered);
  return () => {
    document.removeEventListener('click', onClick, true);
    place.removeEventListener('click', onAnswered);
  };
}

/** A plain click on a link to this site in this tab: what the app's router would follow. */
function followedByTheApp(event: Event, link: HTMLAnchorElement): boolean {
  const plain =
    event instanceof MouseEvent &&
    event.button === 0 &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    !event.altKey;
  return (
    plain &&
    (link.target === '' || link.target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin
  );
}

/** Watches a section's place and calls `load` when its code is wanted; returns what stops watching. */
export type LoadWhen = (place: HTMLElement, load: () => void) => (() => void) | undefined;

/**
 * A component whose code loads when `when` asks for it, for parts of a page drawn on the server that a
 * visitor does not use at first: far down the page (lazy-near.tsx), hidden on a phone (the listing's
 * filters). Until then its HTML stays as the server sent it, in a Suspense boundary React leaves
 * unhydrated: nothing moves and nothing is drawn twice, and a phone's first download and first seconds go to
 * what is on screen (docs/performance.md "The first view"). Drawn by the app itself (a later screen, a
 * signed-in visitor), it loads at once. `load()` asks for it early (a pointer on the button that shows it).
 * A click on the server's HTML before the code has arrived asks for it, and is clicked again once drawn.
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
    const Component = await load();
    function Drawn({ onDrawn, ...props }: P & { onDrawn: () => void }) {
      useEffect(onDrawn, [onDrawn]);
      return <Component {...(props as P)} />;
    }
    return { default: Drawn };
  });

  function Place(props: P) {
    const placeRef = useRef<HTMLDivElement>(null);
    // Only a place hydrated from the server's HTML waits; one the app draws later (the listing's next
    // results, at the same address) loads at once.
    const [waits] = useState(useIsHydratingThis());
    const [isDrawn, setDrawn] = useState(false);
    const drawn = useRef(false);
    const unanswered = useRef<HTMLElement | null>(null);
    const onDrawn = useCallback(() => {
      drawn.current = true;
      setDrawn(true);
      // A click the server's HTML got before the code: the control answers it now.
      const target = unanswered.current;
      unanswered.current = null;
      target?.click();
    }, []);
    const [firstProps] = useState(props);
    // Until its code has drawn it, the boundary gets the very element of the first render: React leaves it
    // alone. An update of a boundary not yet hydrated would drop the server's HTML, and a navigation (a
    // transition) would wait on it. New props ask for the code; the boundary gets them once drawn.
    const [first] = useState(() => (
      <Suspense fallback={null}>
        <Loaded {...props} onDrawn={onDrawn} />
      </Suspense>
    ));
    // A move at the same address (the listing's filters, a company's next page) changes the router's
    // context above the boundary, which React takes for an update of it: the code must be on its way.
    const location = useContext(RouterContext)?.location;
    const [firstLocation] = useState(location);
    if (!waits || (!isDrawn && (props !== firstProps || location !== firstLocation))) release();
    // Being wanted is no state of this place: a render of it would be an update of the boundary.
    useEffect(() => {
      const place = placeRef.current;
      if (!waits || !place) return release();
      const stopWatching = when(place, release);
      const stopKeeping = keepUnansweredClicks(
        place,
        (target) => {
          unanswered.current = target;
          release();
        },
        () => !drawn.current,
      );
      return () => {
        stopWatching?.();
        stopKeeping();
      };
    }, [waits]);
    return (
      <div ref={placeRef} className={placeClassName}>
        {isDrawn ? (
          <Suspense fallback={null}>
            <Loaded {...props} onDrawn={onDrawn} />
          </Suspense>
        ) : (
          first
        )}
      </div>
    );
  }
  // Same props, no render.
  return Object.assign(memo(Place), { load: () => release() });
}
