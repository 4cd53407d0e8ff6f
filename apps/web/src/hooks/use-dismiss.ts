import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * While `isActive`, calls `onDismiss` when the user presses Escape or presses the pointer outside
 * `ref` (a popover's container holding both its trigger and its panel). Pass a stable `onDismiss`.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  isActive: boolean,
  onDismiss: (reason: 'escape' | 'outside') => void,
): void {
  useEffect(() => {
    if (!isActive) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, isActive, onDismiss]);
}

/**
 * A popover opened by a button: Escape or a press outside `containerRef` closes it, and Escape gives focus
 * back to the button (put the returned ref on it).
 */
export function useButtonPopoverDismiss(
  containerRef: RefObject<HTMLElement | null>,
  isOpen: boolean,
  close: () => void,
): RefObject<HTMLButtonElement | null> {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dismiss = useCallback(
    (reason: 'escape' | 'outside') => {
      close();
      if (reason === 'escape') buttonRef.current?.focus();
    },
    [close],
  );
  useDismiss(containerRef, isOpen, dismiss);
  return buttonRef;
}
