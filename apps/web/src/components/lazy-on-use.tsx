import type { ComponentType } from 'react';
import { lazyUntil, type LoadWhen } from './lazy-until';

/** What shows that a visitor is about to use a control. */
const approaches = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/** Asks for the code as the visitor approaches the control: on the document, ahead of React's listeners. */
const whenApproached: LoadWhen = (place, wanted) => {
  const onApproach = (event: Event) => {
    if (event.target instanceof Node && place.contains(event.target)) wanted();
  };
  for (const type of approaches) document.addEventListener(type, onApproach, true);
  return () => {
    for (const type of approaches) document.removeEventListener(type, onApproach, true);
  };
};

/**
 * A control of a page drawn on the server whose code loads when the visitor first points at it, touches
 * it, focuses it or presses a key in it (lazy-until.tsx: its server HTML stays meanwhile, and a click that
 * comes before the code is clicked again once the control has hydrated). React ignores events inside a part
 * it has not hydrated, so the listeners are the document's. The place takes no box (`display: contents`):
 * the control lays out as before.
 */
export function lazyOnUse<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyUntil(load, whenApproached, 'contents');
}
