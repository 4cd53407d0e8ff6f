import './styles/global.css';
import '@/lib/zod-jitless';

/*
 * The entry script: a few hundred bytes that decide when the app (start-app.tsx) runs. The page on screen
 * first, then the app: a page drawn on the server (or the shell's header and loading sign) can be read,
 * and its links followed, without it, while evaluating the app's code is one long task during which a
 * phone paints nothing (docs/performance.md "The first view").
 */

/** Calls `start` once, on the first of the given occasions. */
function once(start: () => void): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    start();
  };
}

/**
 * Runs `start` once the page's first pictures (`fetchpriority="high"`: the photos a phone's first screen
 * shows) have arrived or failed, or after `limitMs` on a network too slow for them to hold the app back
 * longer. Their bytes then have the connection to themselves.
 */
function afterFirstPictures(start: () => void, limitMs = 2000): void {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  const waiting = pictures.filter((picture) => !picture.complete);
  const go = once(start);
  if (waiting.length === 0) return go();
  let pending = waiting.length;
  const arrived = () => {
    pending -= 1;
    if (pending === 0) go();
  };
  for (const picture of waiting) {
    picture.addEventListener('load', arrived, { once: true });
    picture.addEventListener('error', arrived, { once: true });
  }
  setTimeout(go, limitMs);
}

/**
 * Runs `start` once the browser has shown the page's first content (the paint timing entry
 * 'first-contentful-paint'), or after `fallbackMs` where none comes: a tab opened in the background, a browser
 * without paint timing. Hydration, even sliced, kept Chromium from painting the first frame. And a frame the
 * main thread has drawn is shown some milliseconds later: the next animation frame comes before that, and
 * the app's modules would share the network and the main thread with a page not yet on screen.
 */
function afterFirstContentfulPaint(start: () => void, fallbackMs = 1000): void {
  const go = once(start);
  const shown = () => {
    setTimeout(go, 0);
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) return shown();
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    requestAnimationFrame(shown);
  } else {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      shown();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  setTimeout(go, fallbackMs);
}

/**
 * On a page it drew, the server holds the app's modules back in an inert <template> (apps/api
 * web/render-index.ts), so that they do not share the slow network with the first pictures: fetched now,
 * all at once, as the app's import is about to need them.
 */
function fetchHeldModules(): void {
  const held = document.getElementById('app-modules');
  if (held instanceof HTMLTemplateElement) document.head.append(held.content);
}

afterFirstPictures(() =>
  afterFirstContentfulPaint(() => {
    fetchHeldModules();
    // A failure leaves the page as the server drew it (readable, its links working), and says why.
    import('./start-app').catch((error: unknown) => console.error(error));
  }),
);
