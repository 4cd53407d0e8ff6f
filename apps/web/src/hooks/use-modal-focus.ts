import { useEffect, useEffectEvent, type RefObject } from 'react';

const focusableSelector = ['a[href]', 'button:not([disabled])', 'input:not([disabled])', 'select:not([disabled])', 'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])'].join(',');

/** The elements inside `root` that Tab reaches, in order. */
function focusableElements(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

export interface ModalFocusOptions {
  /** Where focus starts; the dialog element itself when absent (give it tabIndex -1). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** What Escape does; without it this hook leaves Escape alone (the dialog handles it, or cannot close). */
  onEscape?: () => void;
  /** Where focus goes on close; the element that had focus before the dialog opened when absent. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * What every modal dialog needs while mounted, in one place for the confirmation, the photo viewer and the
 * save progress: focus moves in, Tab and Shift+Tab cycle inside `ref`, the page behind does not scroll
 * (its scrollbar's width kept so nothing jumps), and on close the body styles come back and focus returns
 * to the control that opened the dialog.
 */
export function useModalFocus(ref: RefObject<HTMLElement | null>, { initialFocus, onEscape, returnFocusTo }: ModalFocusOptions = {}): void {
  const escape = useEffectEvent(() => onEscape?.());
  const handlesEscape = onEscape !== undefined;
  useEffect(() => {
    const returnTo = returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    (initialFocus?.current ?? ref.current)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const root = ref.current;
      if (!root) return;
      if (event.key === 'Escape' && handlesEscape) {
        event.preventDefault();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const elements = focusableElements(root);
      const first = elements[0];
      const last = elements.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (!root.contains(active) || (event.shiftKey && active === first)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    };
  }, [ref, initialFocus, returnFocusTo, handlesEscape]);
}
