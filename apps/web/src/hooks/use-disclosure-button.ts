import { useId, useRef } from 'react';
import { useButtonPopoverDismiss } from './use-dismiss';
import { useRouteDisclosure } from './use-route-disclosure';

/**
 * A button showing and hiding a panel under it (the header's and the signed-in area's small-screen menus):
 * open only on the history entry it was opened on; Escape or a press outside `containerRef` closes it.
 * Spread `buttonProps` on the button and give the panel `id={panelId}`.
 */
export function useDisclosureButton() {
  const { isOpen, toggle, close } = useRouteDisclosure();
  const containerRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const buttonRef = useButtonPopoverDismiss(containerRef, isOpen, close);
  return {
    isOpen,
    close,
    containerRef,
    panelId,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      onClick: toggle,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
    },
  };
}
