import type { RefObject } from 'react';
import { useModalFocus } from '@/hooks/use-modal-focus';

/** While the phone's full-screen panel is open: focus inside it, Escape closes it, the page stays still. */
export function FilterPanelFocus({
  panel,
  onClose,
}: {
  panel: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}) {
  useModalFocus(panel, { initialFocus: panel, onEscape: onClose });
  return null;
}
