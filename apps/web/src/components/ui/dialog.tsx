import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useModalFocus } from '@/hooks/use-modal-focus';

export interface DialogProps {
  /** 'alertdialog' for a confirmation that interrupts; 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** The dialog's name: the id of its heading, or a label when it has none. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** Where focus starts; the dialog itself when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close; the element that had focus before the dialog opened when absent. */
  returnFocusTo?: HTMLElement | null;
  /**
   * Escape and a click outside the panel call it (the owner then unmounts the dialog). Without it the
   * dialog cannot be dismissed: it stays until its owner removes it (a save in progress).
   */
  onDismiss?: () => void;
  /** False where the panel fills the screen and a stray click must not close it (the photo viewer). */
  dismissOnOutsideClick?: boolean;
  /**
   * Classes of the <dialog> element, which fills the screen: its background and padding (none are set
   * here, so that they never compete with these) and how they place the panel inside it.
   */
  className?: string;
  children: ReactNode;
}

/**
 * The one modal dialog, on the native <dialog> opened with showModal(): it sits in the browser's top layer
 * (above the maps' panes whatever their z-index) and makes the page behind it inert. While mounted it is
 * open: focus moves in and Tab cycles inside, the page does not scroll, Escape and a click outside the
 * panel dismiss it when it can be dismissed, and focus returns to the opener when it goes.
 */
export function Dialog({
  role = 'dialog',
  labelledBy,
  label,
  describedBy,
  initialFocus,
  returnFocusTo,
  onDismiss,
  dismissOnOutsideClick = true,
  className = '',
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  // Opened before focus moves in (useModalFocus runs after this layout effect) and before paint.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  useModalFocus(ref, { initialFocus, returnFocusTo, onEscape: onDismiss });

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={-1}
      // The browser's own close request (Escape when nothing handled it): the owner decides.
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
      // Closed by the browser anyway (a repeated close request): open again while the owner keeps it.
      onClose={(event) => {
        if (event.currentTarget.isConnected && ref.current === event.currentTarget)
          event.currentTarget.showModal();
      }}
      // A click on the <dialog> itself, not on its panel, lands outside the panel.
      onClick={(event) => {
        if (dismissOnOutsideClick && event.target === event.currentTarget) onDismiss?.();
      }}
      className={`fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-hidden border-0 focus:outline-none ${className}`}
    >
      {children}
    </dialog>
  );
}
